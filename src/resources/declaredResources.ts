// Every resource of the console, one line each (the menu, the provider, its types, the mock API
// and the browser suites all follow this list). Add one line for a new resource folder.
export { adminCoupons } from './adminCoupons';
export { agents } from './agents';
export { businessTypes } from './businessTypes';
export { coupons } from './coupons';
export { dashboard } from './dashboard';
export { discountTypes } from './discountTypes';
export { feeds } from './feeds';
export { stores } from './stores';
export { users } from './users';
export { vendors } from './vendors';
export { weeklyData } from './weeklyData';
