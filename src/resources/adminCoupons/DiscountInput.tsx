import { InputAdornment } from '@mui/material';
import { maxValue, minValue, NumberInput, required, useGetList, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldInputProps } from '../../engine';
import { discountKindOf } from '../discountTypes';

const percentRules: Validator[] = [required(), minValue(0), maxValue(100)];
const dollarRules: Validator[] = [required(), minValue(0)];

/**
 * ADD A COUPON's discount: a percent input or a dollar input, depending on the chosen
 * discount type (SPEC 5); nothing until a type is chosen.
 */
export const DiscountInput = ({ source, label }: FieldInputProps) => {
  const typeId = useWatch({ name: 'discountType' });
  const { data } = useGetList('discountTypes', { pagination: { page: 1, perPage: 100 } });
  const kind = discountKindOf(data?.find((type) => String(type.id) === String(typeId)));
  if (!typeId || !kind) return null;
  const adornment = kind === 'percent' ? { end: '%' } : { start: '$' };
  return (
    <NumberInput
      key={kind}
      source={source}
      label={label}
      min={0}
      max={kind === 'percent' ? 100 : undefined}
      validate={kind === 'percent' ? percentRules : dollarRules}
      fullWidth
      slotProps={{
        input: {
          startAdornment: adornment.start ? (
            <InputAdornment position="start">{adornment.start}</InputAdornment>
          ) : undefined,
          endAdornment: adornment.end ? (
            <InputAdornment position="end">{adornment.end}</InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
};
