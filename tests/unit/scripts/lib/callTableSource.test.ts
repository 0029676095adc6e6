import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentCallTable } from '../../../../scripts/lib/callTableSource';

describe('docs/api-calls.md', () => {
  it('is what the declarations say (run `npm run docs:calls` after changing an endpoint)', () => {
    expect(readFileSync('docs/api-calls.md', 'utf8')).toBe(currentCallTable());
  });

  it('lists every call of the spec', () => {
    const table = currentCallTable();
    for (const path of [
      '/auth/adminlogin',
      '/users/adminUserLists',
      '/users/deleteUser/{id}',
      '/coupons/updateUserInAdmin',
      '/users/adminAddVendor',
      '/users/updateVendor',
      '/users/editAdminVendorData',
      '/users/adminAgentList',
      '/users/adminAddAgent',
      '/coupons/adminCouponList',
      '/coupons/adminVendorslist',
      '/coupons/discountTypes',
      '/coupons/addAdminCoupn',
      '/coupons/deleteadminCoupon/{id}',
      '/coupons/viewAllCoupons',
      '/coupons/editCoupons',
      '/coupons/deleteCouponByAdmin/{id}',
      '/coupons/createNextEdit/{id}',
      '/businessType/getBusinessWebType',
      '/stores/getAllStoresAdmin',
      '/stores/markRegister/{id}',
      '/stores/deleteStore/{id}',
      '/stores/importStores',
      '/stores/createStore',
      '/feed/getadminFeedList',
      '/users/dashboardData',
      'getCsvDataWeekCount',
      'getCsvDatabyWeek',
      'deleteCsvData',
      'updateCsvData',
    ]) {
      expect(table, path).toContain(`\`${path}\``);
    }
  });
});
