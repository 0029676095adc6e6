import { config } from '../../config';
import { arrayAt, defineResource, recordOf, text } from '../../engine';
import type { WithId } from '../recordTypes';
import { REFERENCE_CACHE_MS } from '../shared';
import type { DiscountType } from './record';

export type DiscountKind = 'percent' | 'dollar';

/**
 * The spec's two fixed ids (percent off, dollars off) are redacted, so a type is recognised by
 * its label unless the deployment configures the ids (VITE_DISCOUNT_PERCENT_ID / _DOLLAR_ID).
 */
export function discountKindOf(
  type: { _id?: unknown; id?: unknown; discountValue?: unknown } | undefined,
  ids: { percent: string; dollar: string } = {
    percent: config.discountPercentId,
    dollar: config.discountDollarId,
  },
): DiscountKind | undefined {
  if (!type) return undefined;
  const id = text(type._id ?? type.id);
  if (id && id === ids.percent) return 'percent';
  if (id && id === ids.dollar) return 'dollar';
  const label = text(type.discountValue);
  if (/percent|%|pct/i.test(label)) return 'percent';
  if (/dollar|\$|usd|amount|flat|fixed/i.test(label)) return 'dollar';
  return undefined;
}

export const discountTypes = defineResource({
  name: 'discountTypes',
  record: recordOf<WithId<DiscountType>>(),
  endpoints: { list: { path: '/coupons/discountTypes', read: arrayAt('data') } },
  fields: [{ source: 'discountValue', kind: 'text' }],
  list: { search: ['discountValue'] },
  cacheMs: REFERENCE_CACHE_MS,
});
