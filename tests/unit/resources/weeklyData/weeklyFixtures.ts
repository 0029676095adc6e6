import type { GetListParams } from 'react-admin';
import { vi } from 'vitest';
import type { WeeklyRecord } from '../../../../src/resources/weeklyData';

/** `count` weekly rows with distinct prices; every 7th is flagged as a repeat. */
export function weeklyRows(count: number): WeeklyRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `row-${i}`,
    list_price: 300_000 + i * 1000,
    sold_price: i % 2 ? 0 : 295_000 + i * 1000,
    listing_status: i % 2 ? 'Active' : 'Sold',
    address: `${i + 1} Elm St`,
    city: i % 3 ? 'Reno' : 'Sparks',
    list_date: '2026-10-01',
    contract_date: i % 2 ? '' : '2026-10-20',
    sold_date: i % 2 ? '' : '2026-11-10',
    listing_discount: i % 2 ? 0 : 1.67,
    days_on_market: 19 + i,
    repeat: i % 7 === 3,
  }));
}

/** A getList answering from `rows` with the requested sort and page, as the weekly host does. */
export function weeklyGetList(rows: WeeklyRecord[]) {
  return vi.fn(async (_resource: string, params: GetListParams) => {
    const { field, order } = params.sort ?? { field: 'list_price', order: 'ASC' };
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 100 };
    const key = field as keyof WeeklyRecord;
    const sorted = [...rows].sort((a, b) => {
      const x = a[key] as string | number;
      const y = b[key] as string | number;
      return (x < y ? -1 : x > y ? 1 : 0) * (order === 'DESC' ? -1 : 1);
    });
    return { data: sorted.slice((page - 1) * perPage, page * perPage), total: rows.length };
  });
}
