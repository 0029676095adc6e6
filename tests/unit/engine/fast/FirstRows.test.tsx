import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { ListContextProvider, type ListControllerResult, useListContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { FirstRows } from '../../../../src/engine/fast/FirstRows';
import { expectColdList } from '../../../../src/engine/fast/PreloadList';
import { barWaits, holdBarForRows, releaseBar } from '../../../../src/lib/fast/barAfterRows';

type Rows = { id: number; name: string }[] | undefined;
type State = { data: Rows; selectedIds: number[]; filterValues?: { q?: string } };
const NO_FILTER = {};
const contextOf = ({ data, selectedIds, filterValues = NO_FILTER }: State) =>
  ({
    data,
    total: data?.length,
    isPending: data === undefined,
    selectedIds,
    filterValues,
  }) as unknown as ListControllerResult;

// Commits in order: each component logs what it shows when React commits a change of it.
let commits: string[] = [];
const Shows = ({ label }: { label: string }) => {
  const { data, selectedIds, filterValues } = useListContext();
  const rows = data as Rows;
  const ticked = selectedIds?.length ? `+${selectedIds.join(',')}` : '';
  const filtered = filterValues?.q ? `?${filterValues.q}` : '';
  const shown = rows ? rows.map((row) => row.name).join(',') + ticked + filtered : 'loading';
  useLayoutEffect(() => {
    commits.push(`${label}:${shown}`);
  }, [label, shown]);
  return <p>{`${label} ${shown}`}</p>;
};
const ADA = [{ id: 1, name: 'Ada' }];
/** No box ticked: one array, as react-admin keeps its selection while records change. */
const NONE: number[] = [];

let setState: (state: State) => void = () => undefined;
const List = () => {
  const [state, set] = useState<State>({ data: undefined, selectedIds: NONE });
  setState = set;
  return (
    <ListContextProvider value={contextOf(state)}>
      <FirstRows>
        <Shows label="rows" />
      </FirstRows>
      <Shows label="toolbar" />
    </ListContextProvider>
  );
};

/** Mounts the list, lets its records arrive, and returns the commits from that arrival on. */
async function arrival({ after }: { after?: State } = {}) {
  const view = render(<List />);
  commits = [];
  await act(async () => setState({ data: ADA, selectedIds: NONE }));
  expect(await screen.findByText('rows Ada')).toBeTruthy();
  const first = commits;
  commits = [];
  if (after) await act(async () => setState(after));
  const next = commits;
  view.unmount();
  return after ? { first, next } : first;
}

afterEach(() => {
  commits = [];
  releaseBar();
});

describe('FirstRows: new records render in a transition, ticks at once', () => {
  it('a list the page load opened: its records reach the rest of the list first, its rows in a later render', async () => {
    expectColdList();
    expect(await arrival()).toEqual(['toolbar:Ada', 'rows:Ada']);
  });

  it('a list opened later: its rows render with the rest of the list, in one go', async () => {
    // In the tree the rows come first, so React commits them first when they render together.
    expect(await arrival()).toEqual(['rows:Ada', 'toolbar:Ada']);
  });

  it('only the first list after the page load: the next one renders its rows in one go', async () => {
    expectColdList();
    expect(await arrival()).toEqual(['toolbar:Ada', 'rows:Ada']);
    expect(await arrival()).toEqual(['rows:Ada', 'toolbar:Ada']);
  });

  it('once records have shown, new records reach the rest of the list first, its rows in a later render', async () => {
    expectColdList();
    const cold = (await arrival({ after: { data: [{ id: 2, name: 'Bo' }], selectedIds: NONE } })) as Record<
      string,
      string[]
    >;
    expect(cold.first).toEqual(['toolbar:Ada', 'rows:Ada']);
    expect(cold.next).toEqual(['toolbar:Bo', 'rows:Bo']);
    // The same for a list opened later (a Refresh or a save reading its page again).
    const later = (await arrival({ after: { data: [{ id: 2, name: 'Bo' }], selectedIds: NONE } })) as Record<
      string,
      string[]
    >;
    expect(later.next).toEqual(['toolbar:Bo', 'rows:Bo']);
  });

  it('a ticked box reaches the rows at once, in the same render as the rest of the list', async () => {
    const { next } = (await arrival({ after: { data: ADA, selectedIds: [1] } })) as Record<string, string[]>;
    expect(next).toEqual(['rows:Ada+1', 'toolbar:Ada+1']);
  });

  it('a filter the admin sets reaches the rows at once, with records that came meanwhile', async () => {
    const { next } = (await arrival({
      after: { data: [{ id: 2, name: 'Bo' }], selectedIds: NONE, filterValues: { q: 'b' } },
    })) as Record<string, string[]>;
    expect(next).toEqual(['rows:Bo?b', 'toolbar:Bo?b']);
  });

  it("the app bar waits for the page load's list: it comes once that list's first records have shown", async () => {
    holdBarForRows();
    expectColdList();
    const view = render(<List />);
    expect(barWaits()).toBe(true);
    await act(async () => setState({ data: ADA, selectedIds: NONE }));
    await screen.findByText('rows Ada');
    expect(barWaits()).toBe(false);
    view.unmount();
  });

  it("a list that is not the page load's lets a waiting app bar come at once; so does leaving the list", async () => {
    holdBarForRows();
    const view = render(<List />);
    expect(barWaits()).toBe(false);
    view.unmount();
    holdBarForRows();
    expectColdList();
    render(<List />).unmount();
    expect(barWaits()).toBe(false);
  });
});
