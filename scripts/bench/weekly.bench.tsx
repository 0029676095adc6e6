/**
 * Weekly grid cost in happy-dom: rendering a page of 100 rows, and entering then leaving edit
 * mode on one row (the target: a toggle re-renders one row, ≤ 16 ms in a browser; the
 * one-row part is proved by tests/unit/resources/weeklyData/WeeklyRowRenders.test.tsx, the
 * browser time by tests/e2e/pages.e2e.ts). happy-dom's DOM is several times slower than a
 * browser's: compare runs with each other, not with the frame budget.
 *
 * Run: npx vitest bench --run --project unit scripts/bench/weekly.bench.tsx
 */
import { act, fireEvent, render } from '@testing-library/react';
import { AdminContext, ListContextProvider, memoryStore, testDataProvider, useList } from 'react-admin';
import { afterAll, bench, describe } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import type { WeeklyRecord } from '../../src/pages/dataContracts';
import { WeeklyTable } from '../../src/resources/weeklyData/WeeklyTable';
import { weeklyRows } from '../../tests/unit/resources/weeklyData/weeklyFixtures';

const ROWS: WeeklyRecord[] = weeklyRows(100);

const Grid = () => {
  const list = useList<WeeklyRecord>({ data: ROWS, perPage: 100 });
  return (
    <ListContextProvider value={list}>
      <WeeklyTable />
    </ListContextProvider>
  );
};

const renderGrid = () =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} store={memoryStore()}>
      <Grid />
    </AdminContext>,
  );

// Outside a test runner React wants to be told that act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('weekly grid', () => {
  bench(
    'render 100 rows',
    () => {
      const { container, unmount } = renderGrid();
      const rows = container.querySelectorAll('tbody tr').length;
      unmount();
      if (rows !== 100) throw new Error(`expected 100 rows, got ${rows}`);
    },
    { iterations: 10, warmupIterations: 2, time: 0 },
  );

  let grid: ReturnType<typeof renderGrid> | undefined;
  bench(
    'enter and leave edit mode on one row',
    () => {
      grid ??= renderGrid();
      const cell = grid.container.querySelector('tbody tr:nth-child(50) td');
      if (!cell) throw new Error('no row 50');
      act(() => {
        fireEvent.click(cell);
      });
      const input = grid.container.querySelector('tr[data-editing] input');
      if (!input) throw new Error('the row did not enter edit mode');
      act(() => {
        fireEvent.keyDown(input, { key: 'Escape' });
      });
      if (grid.container.querySelector('tr[data-editing]'))
        throw new Error('the row did not leave edit mode');
    },
    { iterations: 30, warmupIterations: 3, time: 0 },
  );

  afterAll(() => grid?.unmount());
});
