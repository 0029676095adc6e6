import { SelectInput, useRecordContext } from 'react-admin';
import { type FieldInputProps, useKnownValue, validatorsFor } from '../../schema';

/** The roles the platform is known to give (SPEC 6 names subscriber; the rest come from its data). */
export const KNOWN_ROLES = ['admin', 'subscriber', 'customer', 'vendor', 'agent'] as const;

/**
 * Edit User's Role (the record's `userName`, SPEC 3) chosen from the known roles, named in the
 * admin's language; a role the platform sent that is not among them stays a choice, as sent.
 */
export const RoleInput = ({ source, label, field }: FieldInputProps) => {
  const record = useRecordContext();
  const name = useKnownValue(field.values);
  const current = record?.[source];
  const roles: string[] = [...KNOWN_ROLES];
  if (typeof current === 'string' && current.trim() && !roles.includes(current)) roles.push(current);
  return (
    <SelectInput
      source={source}
      label={label}
      validate={validatorsFor(field.rules)}
      choices={roles.map((role) => ({ id: role, name: name(role) }))}
      translateChoice={false}
      fullWidth
    />
  );
};
