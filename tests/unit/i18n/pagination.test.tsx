import { render, screen } from '@testing-library/react';
import { AdminContext, ListPaginationContext, type ListPaginationContextValue } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/i18n';
import { Pagination } from '../../../src/i18n/Pagination';

const pagination = {
  page: 1,
  perPage: 10,
  total: 50,
  isPending: false,
  isLoading: false,
  hasNextPage: true,
  hasPreviousPage: false,
  setPage: () => {},
  setPerPage: () => {},
  resource: 'users',
} as unknown as ListPaginationContextValue;

describe('Pagination', () => {
  it('names its page navigation with a message, not MUI’s English default', async () => {
    const i18nProvider = createI18nProvider();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ListPaginationContext.Provider value={pagination}>
          <Pagination rowsPerPageOptions={[10]} />
        </ListPaginationContext.Provider>
      </AdminContext>,
    );
    const nav = await screen.findByRole('navigation');
    expect(nav).toHaveAttribute('aria-label', i18nProvider.translate('app.pagination.label'));
    expect(nav).not.toHaveAttribute('aria-label', 'pagination navigation');
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
  });
});
