import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { ListContextProvider, type ListControllerResult, useListContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { FirstRows } from '../../../src/schema/views/FirstRows';
import { expectColdList } from '../../../src/schema/views/PreloadList';

type Rows = { id: number; name: string }[] | undefined;
const contextOf = (data: Rows) =>
  ({ data, total: data?.length, isPending: data === undefined }) as unknown as ListControllerResult;

// Commits in order: each component logs what it shows when React commits a change of it.
let commits: string[] = [];
const Shows = ({ label, data }: { label: string; data: Rows }) => {
  const shown = data ? data.map((row) => row.name).join(',') : 'loading';
  useLayoutEffect(() => {
    commits.push(`${label}:${shown}`);
  }, [label, shown]);
  return <p>{`${label} ${shown}`}</p>;
};
const Inner = () => <Shows label="rows" data={useListContext().data as Rows} />;
const Outer = () => <Shows label="toolbar" data={useListContext().data as Rows} />;

let setData: (data: Rows) => void = () => undefined;
const List = () => {
  const [data, set] = useState<Rows>(undefined);
  setData = set;
  return (
    <ListContextProvider value={contextOf(data)}>
      <FirstRows>
        <Inner />
      </FirstRows>
      <Outer />
    </ListContextProvider>
  );
};

/** Mounts the list, lets its records arrive, and returns the commits from that arrival on. */
async function arrival({ after }: { after?: Rows } = {}) {
  const view = render(<List />);
  commits = [];
  await act(async () => setData([{ id: 1, name: 'Ada' }]));
  expect(await screen.findByText('rows Ada')).toBeTruthy();
  const first = commits;
  commits = [];
  if (after) await act(async () => setData(after));
  const next = commits;
  view.unmount();
  return after ? { first, next } : first;
}

afterEach(() => {
  commits = [];
});

describe('FirstRows: the list a page load opens gets its first records in a transition', () => {
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

  it('once its first records have shown, the list the load opened follows its context at once', async () => {
    expectColdList();
    const { first, next } = (await arrival({ after: [{ id: 2, name: 'Bo' }] })) as Record<string, string[]>;
    expect(first).toEqual(['toolbar:Ada', 'rows:Ada']);
    expect(next).toEqual(['rows:Bo', 'toolbar:Bo']);
  });
});
