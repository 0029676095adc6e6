import type { AnyResource } from '../schema';
import { adminCoupons } from './adminCoupons';
import { agents } from './agents';
import { businessTypes } from './businessTypes';
import { coupons } from './coupons';
import { dashboard } from './dashboard';
import { discountTypes } from './discountTypes';
import { feeds } from './feeds';
import { stores } from './stores';
import { users } from './users';
import { vendors } from './vendors';
import { weeklyData } from './weeklyData';

/** Every resource of the console. Adding one = one folder + one line here. */
export const resources: readonly AnyResource[] = [
  users,
  stores,
  coupons,
  adminCoupons,
  agents,
  feeds,
  weeklyData,
  discountTypes,
  businessTypes,
  vendors,
  dashboard,
];
