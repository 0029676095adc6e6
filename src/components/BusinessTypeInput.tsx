import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';

export interface BusinessTypeInputProps {
  source?: string;
  label?: string;
  validate?: Validator | Validator[];
}

/**
 * Business Type: a searchable select over the businessTypes resource (GET
 * /businessType/getBusinessWebType, records {id, name}). Typing filters with `q`.
 */
export const BusinessTypeInput = ({
  source = 'businessType',
  label = 'app.widgets.business_type',
  validate,
}: BusinessTypeInputProps) => (
  <ReferenceInput
    source={source}
    reference="businessTypes"
    perPage={100}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteInput optionText="name" label={label} validate={validate} fullWidth />
  </ReferenceInput>
);
