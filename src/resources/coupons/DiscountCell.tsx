import { useGetList, useRecordContext } from 'react-admin';
import { valueAt } from '../../engine/localValues';
import { useFormatNumber } from '../../i18n/format';
import { discountKindOf } from '../discountTypes';
import type { DiscountType } from '../discountTypes/record';
import type { WithId } from '../recordTypes';

/** The discount types as the list filter reads them (the same query: one request for both). */
const EVERY_TYPE = {
  pagination: { page: 1, perPage: 1_000_000 },
  sort: { field: '', order: 'ASC' },
} as const;

/**
 * A coupon's discount with its unit, in the admin's language: "15%" or "$15" (French "15 %",
 * "15 $US"), from the coupon's discount type. A coupon of an unknown type shows the number alone.
 */
export const DiscountCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const { data } = useGetList<WithId<DiscountType>>('discountTypes', EVERY_TYPE);
  const formatNumber = useFormatNumber();
  const value = record ? valueAt(record, source) : undefined;
  if (value === undefined || value === null || value === '') return null;
  const typeId = record ? valueAt(record, 'discountType') : undefined;
  const type = data?.find((candidate) => String(candidate.id) === String(typeId));
  const kind = discountKindOf(type);
  const shown =
    kind === 'percent'
      ? formatNumber(value, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 })
      : kind === 'dollar'
        ? formatNumber(value, {
            style: 'currency',
            currency: 'USD',
            minimumFractionDigits: 0,
            maximumFractionDigits: 2,
          })
        : formatNumber(value);
  return <span style={{ whiteSpace: 'nowrap' }}>{shown || String(value)}</span>;
};
