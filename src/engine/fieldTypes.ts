import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';

/* Fields: what a declaration says of each field, and what a custom input receives. */

/** How a field is edited and shown; `src/engine/fieldKinds.tsx` maps each kind to its components. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'url'
  | 'number'
  | 'date'
  | 'boolean'
  | 'image'
  | 'video'
  | 'reference'
  | 'select'
  | 'address'
  | 'referralLink'
  | 'qrCode';

/** Where a field shows: the list's columns, the edit form, the create form. */
export type View = 'list' | 'edit' | 'create';

/** Validation rules; `message` is an i18n key (the spec's texts live in the message files). */
export type Rule =
  | { rule: 'required'; message?: string }
  | { rule: 'email'; message?: string }
  | { rule: 'url'; message?: string }
  | { rule: 'minLength' | 'maxLength'; value: number; message?: string }
  | { rule: 'min' | 'max'; value: number; message?: string }
  | { rule: 'pattern'; value: RegExp; message: string }
  | { rule: 'maxFileSize'; value: number; message?: string }
  | { rule: 'fileType'; value: RegExp; message?: string }
  | { rule: 'minDate'; value: 'today' | string; message?: string }
  /** This date must not be before the date in another field of the form. */
  | { rule: 'notBefore'; field: string; message?: string };

export type SourceOf<T> = Extract<keyof T, string>;

/** Props the engine passes to a field's input (generated or overridden). */
export interface FieldInputProps {
  source: string;
  label: string;
  resource: string;
  field: FieldDef<RaRecord>;
  view: 'edit' | 'create';
}

export interface FieldDef<T> {
  source: SourceOf<T>;
  kind: FieldKind;
  /** i18n key; by default react-admin's convention `resources.<name>.fields.<source>`. */
  label?: string;
  /** Default: every view. */
  in?: readonly View[];
  rules?: readonly Rule[];
  multiline?: boolean;
  /** Shown but not editable in forms (the spec's read-only e-mail of Edit Vendor). */
  readOnly?: boolean;
  /** Default true for list columns. */
  sortable?: boolean;
  /** For `reference`: the referenced resource and the record property shown. */
  reference?: { resource: string; optionText: string };
  /** For `select`: names are i18n keys. */
  choices?: readonly { id: string; name: string }[];
  /** For image/video: accepted types, react-dropzone style ({ 'image/png': ['.png'] }). */
  accept?: Record<string, string[]>;
  /** For image: the crop's width / height (SPEC 9: coupons 2:1, vendor images 1:1). */
  aspect?: number;
  /** For image: the record field with the stored image, previewed with a Download link. */
  existingSource?: string;
  /** For address: form fields that receive the geocoded coordinates. */
  latitudeSource?: string;
  longitudeSource?: string;
  /** i18n key shown under the input. */
  helperText?: string;
  /** Replace the generated input for this field (in the declaration, not in the engine). */
  input?: ComponentType<FieldInputProps>;
  /** Replace the generated list cell for this field (a lazy one shows the plain value meanwhile). */
  cell?: ComponentType<{ source: string }>;
  /** Show a text field's value as a phone (one international format), as kind 'phone' does. */
  display?: 'phone';
  /**
   * Values with a known meaning (roles, statuses): the message-key prefix that names each one
   * for display (`app.values.role` → `app.values.role.subscriber`). The value sent is unchanged;
   * an unknown value shows as the platform sent it.
   */
  values?: string;
  /**
   * With `values`: the values the platform is known to use. The input suggests them, each named
   * in the admin's language, and writes the platform's word; another value can still be typed,
   * and the field says the platform does not know it (KnownValueInput).
   */
  known?: readonly string[];
}
