import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createAppDataProvider, resourceRoutes } from '../../../../src/resources';
import { mockPlatform } from '../../support/resourceScreens';
import { renderRoutes, testHttp } from '../helpers';

// The toolbar's Spreadsheet menu and the filter sidebar's panel, counted: a navigation (opening a
// record's dialog) renders the list again, and must not render them with it.
const renders = vi.hoisted(() => ({ sheetMenu: 0, filterPanel: 0 }));
vi.mock('../../../../src/engine/sheet/SheetMenu', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/engine/sheet/SheetMenu')>();
  const SheetMenu = (props: Parameters<typeof real.SheetMenu>[0]) => {
    renders.sheetMenu += 1;
    return createElement(real.SheetMenu, props);
  };
  return { ...real, SheetMenu };
});
vi.mock('../../../../src/engine/views/ListFilters', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/engine/views/ListFilters')>();
  const FilterPanel = (props: Parameters<typeof real.default>[0]) => {
    renders.filterPanel += 1;
    return createElement(real.default, props);
  };
  return { ...real, default: FilterPanel };
});

mockPlatform();

describe("a list's toolbar and filter sidebar", () => {
  it('do not render again when a record’s dialog opens and closes', async () => {
    const user = userEvent.setup();
    renderRoutes(resourceRoutes, { dataProvider: createAppDataProvider(testHttp()), path: '/DataListing' });
    const edit = (await screen.findAllByRole('button', { name: 'Edit' }))[0]!;
    await screen.findByRole('complementary', { name: 'Filters' });
    await waitFor(() => expect(renders.filterPanel).toBeGreaterThan(0));
    expect(renders.sheetMenu).toBeGreaterThan(0);
    // Settled: the list's own reads and the panel's code are in.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const settled = { ...renders };

    await user.click(edit);
    await screen.findByRole('dialog', { name: 'Edit User' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(renders).toEqual(settled);
  });
});
