import type { Validator } from 'react-admin';

/** The props of AddressInput, shared with the maps-backed field it renders when a key is set. */
export interface AddressInputProps {
  source: string;
  /** Message key of the label (default "Business Address"). */
  label?: string;
  /** Form fields that receive the geocoded coordinates, when the form has them. */
  latitudeSource?: string;
  longitudeSource?: string;
  validate?: Validator | Validator[];
  helperText?: string | false;
  resource?: string;
}
