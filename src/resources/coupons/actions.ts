import { actionHookFor, defineAction, idSegment } from '../../engine';
import type { IdParams } from '../shared';
import { readDescription } from './readers';

/** GET /coupons/createNextEdit/{id}: the AI-generated description (SPEC 7: reads data.data). */
const generateDescription = defineAction<IdParams, string>({
  method: 'GET',
  path: ({ id }) => `/coupons/createNextEdit/${idSegment(id)}`,
  read: readDescription,
  reads: 'data.data',
  readOnly: true,
});

export const couponActions = { generateDescription };

/** A coupons action by name, typed: `const { run } = useCouponAction('generateDescription')`. */
export const useCouponAction = actionHookFor<typeof couponActions>();
