import { fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import { RecordContextProvider } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RowNavigation } from '../../../../src/engine/views/dialogNavigation';
import { RowActions } from '../../../../src/engine/views/RowActions';
import { createAppDataProvider } from '../../../../src/resources';
import { users } from '../../../../src/resources/users';
import { renderInAdmin, testHttp } from '../helpers';

// MUI's Tooltip, counted: a row's tooltips rendering again is the cost a navigation must not pay.
const tooltips = vi.hoisted(() => ({ renders: 0 }));
vi.mock('@mui/material', async (importOriginal) => {
  const mui = await importOriginal<typeof import('@mui/material')>();
  const Tooltip = (props: Parameters<typeof mui.Tooltip>[0]) => {
    tooltips.renders += 1;
    return createElement(mui.Tooltip, props);
  };
  return { ...mui, Tooltip };
});

const record = { id: 'u-1', fullName: 'Ada Lovelace', email: 'ada@example.com' };

/** Another part of the page that follows the address and changes it (the sidebar, say). */
const Elsewhere = () => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <p>at {`${pathname}${search}`}</p>
      <button type="button" onClick={() => navigate('/Stores?page=3')}>
        elsewhere
      </button>
    </>
  );
};

function renderRow(path: string) {
  // One element for the whole test: whatever renders the row again does it from inside.
  const row = (
    <RecordContextProvider value={record}>
      <RowActions resource={users} />
    </RecordContextProvider>
  );
  return renderInAdmin(
    <>
      <RowNavigation resource={users}>{row}</RowNavigation>
      <Elsewhere />
    </>,
    { dataProvider: createAppDataProvider(testHttp()), path },
  );
}

describe("a list's row buttons", () => {
  it('do not render again when the address changes (opening a dialog, leaving the list)', async () => {
    const row = renderRow('/DataListing?page=2');
    const edit = await screen.findByRole('button', { name: 'Edit' });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const settled = tooltips.renders;
    expect(settled).toBeGreaterThanOrEqual(2);

    // Edit opens the record's dialog under the list's route, keeping the list's page.
    fireEvent.click(edit);
    // Drawn: the page shows the new address (a row that follows it renders in that same commit).
    await screen.findByText('at /DataListing/u-1?page=2');
    expect(row.location()).toBe('/DataListing/u-1?page=2');
    fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    await screen.findByText('at /Stores?page=3');

    expect(tooltips.renders).toBe(settled);
  });

  it('Edit opens the dialog with the address as it is now, not as it was when the row rendered', async () => {
    const row = renderRow('/DataListing?page=2');
    fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    await screen.findByText('at /Stores?page=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    // The rows' opener goes to the list's route with the query string of the address it is at.
    expect(row.location()).toBe('/DataListing/u-1?page=3');
  });

  it('Delete still asks first, naming the record', async () => {
    renderRow('/DataListing');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(/Ada Lovelace|u-1/);
  });
});
