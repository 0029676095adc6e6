import { HttpResponse, http } from 'msw';
import { isIsoDay, today } from '../../../mocks/dates';
import { badRequest, type HandlerContext, readJson, text } from '../../../mocks/handlers/http';
import { defineMock } from '../../../mocks/resourceMock';
import type { Agent } from '../agents/record';
import type { Coupon } from '../coupons/record';
import type { Store } from '../stores/record';
import type { User } from '../users/record';
import { dashboard } from '.';

/**
 * The spec does not say what the counters mean under a date range. Our reading: each counter
 * counts the records CREATED within [startDate, endDate] (both inclusive, UTC days; an empty bound
 * is open). "Active coupons" are admin and vendor coupons with status Published whose
 * dateOfExpiration is today or later.
 */
export function dashboardHandlers({ db, apiUrl }: HandlerContext) {
  return [
    http.post(`${apiUrl}/users/dashboardData`, async ({ request }) => {
      const body = await readJson(request);
      const startDate = text(body.startDate).slice(0, 10);
      const endDate = text(body.endDate).slice(0, 10);
      if ((startDate && !isIsoDay(startDate)) || (endDate && !isIsoDay(endDate))) {
        return badRequest('Dates must be formatted yyyy-MM-dd');
      }
      const inRange = ({ createdAt }: { createdAt: string }) => {
        const day = createdAt.slice(0, 10);
        return (!startDate || day >= startDate) && (!endDate || day <= endDate);
      };
      const now = today();
      const coupons = [...db.collection<Coupon>('adminCoupons'), ...db.collection<Coupon>('vendorCoupons')];
      return HttpResponse.json({
        status: 1,
        data: {
          totalRegisteredUsers: db.collection<User>('users').filter(inRange).length,
          totalAgents: db.collection<Agent>('agents').filter(inRange).length,
          totalBusiness: db.collection<Store>('stores').filter(inRange).length,
          totalActiveCoupons: coupons.filter(
            (c) => inRange(c) && c.status === 'Published' && c.dateOfExpiration >= now,
          ).length,
        },
      });
    }),
  ];
}

/** The mock platform's part for dashboard: its counters, over the other resources' demo data. */
export const mock = defineMock({ resource: dashboard, handlers: dashboardHandlers });
