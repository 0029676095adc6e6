import { isRecord, type Json, unexpectedReply } from '../../api/envelope';
import { defineAction, defineResource, recordOf } from '../../engine';

export interface DashboardRange {
  startDate?: string;
  endDate?: string;
}

export interface DashboardCounts {
  totalRegisteredUsers: number;
  totalAgents: number;
  totalBusiness: number;
  totalActiveCoupons: number;
}

const COUNTERS = ['totalRegisteredUsers', 'totalAgents', 'totalBusiness', 'totalActiveCoupons'] as const;

const asCount = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

const allCounted = (counts: Partial<DashboardCounts>): counts is DashboardCounts =>
  COUNTERS.every((key) => counts[key] !== undefined);

/** The reply's shape is not in the spec: the counters may sit in the body or under `data`. */
export function readDashboardCounts(body: Json): DashboardCounts {
  for (const holder of [body, isRecord(body) ? body.data : undefined]) {
    if (!isRecord(holder)) continue;
    const counts: Partial<DashboardCounts> = {};
    for (const key of COUNTERS) counts[key] = asCount(holder[key]);
    if (allCounted(counts)) return counts;
  }
  throw unexpectedReply(body);
}

/** Sends only the bounds that are set. */
export const toDashboardBody = ({ startDate, endDate }: DashboardRange = {}) => ({
  ...(startDate ? { startDate } : {}),
  ...(endDate ? { endDate } : {}),
});

const dashboardCounts = defineAction<DashboardRange, DashboardCounts>({
  method: 'POST',
  path: '/users/dashboardData',
  body: (range) => toDashboardBody(range),
  read: readDashboardCounts,
  reads: 'the four counters (in the body or under data)',
  readOnly: true,
});

/** Not a list: the dashboard's counters are one named dataProvider method. */
export const dashboard = defineResource({
  name: 'dashboard',
  record: recordOf<DashboardCounts>(),
  endpoints: {},
  fields: [],
  actions: { dashboardCounts },
});
