import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams, GetManyParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { BusinessTypeInput } from '../../../src/components';
import { renderInForm } from './render';

const TYPES = [
  { id: 'bt1', name: 'Restaurant' },
  { id: 'bt2', name: 'Retail' },
  { id: 'bt3', name: 'Salon' },
];

// A businessTypes resource that honours react-admin's `q` filter, as the engine's local paging does.
const dataProvider = {
  getList: vi.fn(async (_resource: string, { filter }: GetListParams) => {
    const q = String(filter?.q ?? '').toLowerCase();
    const data = TYPES.filter((type) => type.name.toLowerCase().includes(q));
    return { data, total: data.length };
  }),
  getMany: vi.fn(async (_resource: string, { ids }: GetManyParams) => ({
    data: TYPES.filter((type) => ids.includes(type.id)),
  })),
};

describe('BusinessTypeInput', () => {
  it('is a searchable select labelled Business Type that stores the chosen id', async () => {
    const onSubmit = vi.fn();
    renderInForm(<BusinessTypeInput />, {
      record: { id: 's1', businessType: 'bt2' },
      resource: 'stores',
      dataProvider,
      onSubmit,
    });
    const input = await screen.findByRole('combobox', { name: 'Business Type' });
    await waitFor(() => expect(input).toHaveValue('Retail'));
    await userEvent.clear(input);
    await userEvent.type(input, 'sal');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'businessTypes',
        expect.objectContaining({ filter: { q: 'sal' } }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Restaurant' })).not.toBeInTheDocument());
    fireEvent.click(await screen.findByRole('option', { name: 'Salon' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].businessType).toBe('bt3');
  });
});
