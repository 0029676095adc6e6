import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { WeeklyDataPage } from '../../../../src/resources/weeklyData/WeeklyDataPage';
import * as columns from '../../../../src/resources/weeklyData/weeklyColumns';
import { fakeProvider, renderPage } from '../../pages/renderPage';
import { weeklyGetList, weeklyRows } from './weeklyFixtures';

// Every view row formats its 10 cells with cellText on each render: counting the calls counts
// the rows that rendered.
vi.mock('../../../../src/resources/weeklyData/weeklyColumns', async (importOriginal) => {
  const original = await importOriginal<typeof columns>();
  return { ...original, cellText: vi.fn(original.cellText) };
});

const cellText = vi.mocked(columns.cellText);
const rowsRendered = () => cellText.mock.calls.length / columns.WEEKLY_COLUMNS.length;

describe('WeeklyDataPage: rendering cost', () => {
  test('entering and leaving edit mode re-renders one row of a hundred', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('csvsheet_id', 'sheet-a');
    renderPage(<WeeklyDataPage />, {
      dataProvider: fakeProvider({ getList: weeklyGetList(weeklyRows(100)) }),
    });
    const row = (await screen.findByText('50 Elm St')).closest('tr') as HTMLElement;
    await waitFor(() => expect(rowsRendered()).toBeGreaterThanOrEqual(100));

    cellText.mockClear();
    await user.click(within(row).getByText('50 Elm St'));
    await screen.findByRole('button', { name: 'Save the row' });
    // The row in edit mode shows inputs, not formatted cells: no other row rendered.
    expect(rowsRendered()).toBe(0);

    cellText.mockClear();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save the row' })).toBeNull());
    expect(rowsRendered()).toBe(1);
  });
});
