import type { CreateStorePayload as StoreCreation } from '../../resources/stores/payloads';

/** The form's fields in the order shown; the spec's payload names. */
export const BUSINESS_FIELDS = [
  'businessName',
  'doingBusinessas',
  'businessAddress',
  'businessCity',
  'businessState',
  'businessZip',
  'phone',
  'website',
] as const satisfies readonly (keyof StoreCreation)[];

export const EMPTY_BUSINESS: StoreCreation = {
  doingBusinessas: '',
  businessName: '',
  businessAddress: '',
  businessCity: '',
  businessState: '',
  businessZip: '',
  phone: '',
  website: '',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Required, and blank is empty too; isRequired marks the label as react-admin's required() does. */
export const requiredText = (message = 'ra.validation.required') =>
  Object.assign((value: unknown) => (text(value) ? undefined : message), { isRequired: true });

/** Fewer than 7 digits cannot be a phone number anywhere. */
export const validPhone = (value: unknown) =>
  text(value) && text(value).replace(/\D/g, '').length < 7 ? 'app.business.phone_invalid' : undefined;

const hasScheme = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value);

/** A bare domain gets https:// so "example.com" is accepted as the admin meant it. */
export function normalizeWebsite(value: unknown): string {
  const raw = text(value);
  if (!raw) return '';
  return hasScheme(raw) ? raw : `https://${raw}`;
}

/** Optional; when given, an http(s) address whose host has a dot. */
export function validWebsite(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  try {
    const url = new URL(normalizeWebsite(raw));
    const ok =
      ['http:', 'https:'].includes(url.protocol) && /\.[a-z]{2,}$/i.test(url.hostname) && !/\s/.test(raw);
    return ok ? undefined : 'app.business.website_invalid';
  } catch {
    return 'app.business.website_invalid';
  }
}

export const businessValidators: Partial<
  Record<keyof StoreCreation, ((value: unknown) => string | undefined)[]>
> = {
  businessName: [requiredText()],
  businessCity: [requiredText()],
  businessState: [requiredText()],
  businessZip: [requiredText()],
  phone: [requiredText('app.business.phone_required'), validPhone],
  website: [validWebsite],
};

/** The payload of POST /stores/createStore: every field trimmed, the website normalized. */
export function toStoreCreation(values: Partial<Record<keyof StoreCreation, unknown>>): StoreCreation {
  const out = { ...EMPTY_BUSINESS };
  for (const field of BUSINESS_FIELDS) out[field] = text(values[field]);
  out.website = normalizeWebsite(values.website);
  return out;
}
