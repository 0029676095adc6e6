import { TextInput } from 'react-admin';
import { config } from '../../config';
import { AddressAutocomplete } from './AddressAutocomplete';
import type { AddressInputProps } from './addressInputProps';

export type { AddressInputProps };

/**
 * Business Address: suggestions from the maps service while typing and coordinates from
 * geocoding, when VITE_MAPS_API_KEY is set; a plain text input (and no maps code) otherwise.
 */
export const AddressInput = ({ label = 'app.widgets.address.label', ...rest }: AddressInputProps) => {
  const props = { label, ...rest };
  const { source, validate, helperText, resource } = props;
  if (!config.mapsApiKey) {
    return (
      <TextInput
        source={source}
        label={label}
        validate={validate}
        helperText={helperText}
        resource={resource}
        autoComplete="street-address"
        fullWidth
      />
    );
  }
  // The maps service behind the autocomplete is imported on first use (see mapsLoader).
  return <AddressAutocomplete {...props} />;
};
