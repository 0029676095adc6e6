import { act, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, test, vi } from 'vitest';
import type { DatePickerControlProps } from '../../../../src/components/dates/DatePickerControl';
import type { DashboardCounts } from '../../../../src/resources/dashboard';
import { DashboardPage } from '../../../../src/resources/dashboard/DashboardPage';
import { deferred, fakeProvider, renderPage } from '../../pages/renderPage';
import { enterDay, findDayInput } from '../../support/dates';

// The date fields' picker (MUI X), counted: it is the costliest part of the dashboard to render.
const pickers = vi.hoisted(() => ({
  renders: { 'dashboard-from': 0, 'dashboard-to': 0 } as Record<string, number>,
}));
vi.mock('../../../../src/components/dates/DatePickerControl', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/components/dates/DatePickerControl')>();
  const Counted = (props: DatePickerControlProps) => {
    pickers.renders[props.id] = (pickers.renders[props.id] ?? 0) + 1;
    return createElement(real.default, props);
  };
  return { ...real, default: Counted };
});

const COUNTS: DashboardCounts = {
  totalRegisteredUsers: 12345,
  totalAgents: 7,
  totalBusiness: 1200,
  totalActiveCoupons: 0,
};

describe('the dashboard’s date fields', () => {
  test('render again only for their own value, not when the counts arrive', async () => {
    const reply = deferred<{ data: DashboardCounts }>();
    renderPage(<DashboardPage />, { dataProvider: fakeProvider({ dashboardCounts: () => reply.promise }) });
    await findDayInput('From');
    await findDayInput('To');
    const settled = { ...pickers.renders };
    expect(settled['dashboard-from']).toBeGreaterThan(0);

    await act(async () => reply.resolve({ data: COUNTS }));
    expect(await screen.findByText('12,345')).toBeInTheDocument();
    expect(pickers.renders).toEqual(settled);

    await enterDay('From', '2026-11-02');
    await waitFor(() => expect(pickers.renders['dashboard-from']).toBeGreaterThan(settled['dashboard-from']));
    expect(pickers.renders['dashboard-to']).toBe(settled['dashboard-to']);
  });
});
