import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  arrayAt,
  buildDataProvider,
  defineResource,
  idSegment,
  resourceRoutesFor,
} from '../../../src/engine';
import { API, i18nWith, renderRoutes, testHttp } from './helpers';

/**
 * A resource that exists only in this test: declared here, served by these handlers, and
 * listed, created, edited and deleted through the engine with no engine change.
 */
interface Gadget {
  id: string;
  _id: string;
  label: string;
  price: number;
  contact: string;
}

const gadgets = defineResource<Gadget>({
  name: 'gadgets',
  route: '/Gadgets',
  endpoints: {
    list: { path: '/gadgets/list', read: arrayAt('items') },
    create: {
      method: 'POST',
      path: '/gadgets/add',
      body: ({ data }) => ({ label: data.label, price: Number(data.price), contact: data.contact }),
    },
    update: {
      method: 'POST',
      path: '/gadgets/edit',
      body: ({ id, data }) => ({
        _id: id,
        label: data.label,
        price: Number(data.price),
        contact: data.contact,
      }),
    },
    delete: { method: 'GET', path: ({ id }) => `/gadgets/drop/${idSegment(id)}` },
  },
  fields: [
    { source: 'label', kind: 'text', rules: [{ rule: 'required', message: 'gadget.label_required' }] },
    { source: 'price', kind: 'number', rules: [{ rule: 'min', value: 0 }] },
    {
      source: 'contact',
      kind: 'email',
      rules: [{ rule: 'email', message: 'gadget.bad_email' }],
      in: ['edit', 'create'],
    },
  ],
  list: { rowNumbers: true, search: ['label'], sort: { field: 'label', order: 'ASC' } },
});

const messages = {
  resources: {
    gadgets: {
      name: 'Gadget |||| Gadgets',
      title: 'All Gadgets',
      edit_title: 'Edit Gadget',
      create_title: 'NEW GADGET',
      action: { create: 'Add Gadget', submit: 'Save Gadget' },
      fields: { label: 'Label', price: 'Price', contact: 'Contact' },
      notifications: { created: 'Gadget added', updated: 'Gadget saved', deleted: 'Gadget gone' },
    },
  },
  gadget: { label_required: 'A gadget needs a label', bad_email: 'Contact must be an e-mail' },
};

let db: Omit<Gadget, 'id'>[] = [];
const requests: { method: string; path: string; body?: unknown }[] = [];
const server = setupServer(
  mswHttp.get(`${API}/gadgets/list`, () => HttpResponse.json({ items: db })),
  mswHttp.post(`${API}/gadgets/add`, async ({ request }) => {
    const body = (await request.json()) as Omit<Gadget, 'id' | '_id'>;
    requests.push({ method: 'POST', path: '/gadgets/add', body });
    if (body.label === 'Boom') return HttpResponse.json({ message: 'Label taken' }, { status: 409 });
    const created = { ...body, _id: `g${db.length + 1}` };
    db.push(created);
    return HttpResponse.json(created);
  }),
  mswHttp.post(`${API}/gadgets/edit`, async ({ request }) => {
    const body = (await request.json()) as Omit<Gadget, 'id'>;
    requests.push({ method: 'POST', path: '/gadgets/edit', body });
    db = db.map((g) => (g._id === body._id ? { ...g, ...body } : g));
    return HttpResponse.json({ ok: true });
  }),
  mswHttp.get(`${API}/gadgets/drop/:id`, ({ params }) => {
    requests.push({ method: 'GET', path: `/gadgets/drop/${params.id}` });
    db = db.filter((g) => g._id !== params.id);
    return HttpResponse.json({ ok: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requests.length = 0;
});
afterAll(() => server.close());

function renderGadgets(path = '/Gadgets') {
  db = [
    { _id: 'g1', label: 'Widget', price: 5, contact: 'w@example.com' },
    { _id: 'g2', label: 'Anvil', price: 50, contact: 'a@example.com' },
  ];
  const dataProvider = buildDataProvider([gadgets], testHttp());
  return renderRoutes(resourceRoutesFor([gadgets]), { dataProvider, path, i18n: i18nWith(messages) });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('a resource declared only in a test', () => {
  it('lists with its heading, columns, # numbers and declared sort', async () => {
    renderGadgets();
    expect(await screen.findByRole('heading', { name: 'All Gadgets', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(['#', 'Label', 'Price', 'Actions']));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['1', '2']);
    expect(within(rows[0]!).getByText('Anvil')).toBeInTheDocument();
  });

  it('searches with the search box', async () => {
    const user = userEvent.setup();
    renderGadgets();
    await screen.findByText('Widget');
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'anv');
    await waitFor(() => expect(screen.queryByText('Widget')).not.toBeInTheDocument());
    expect(screen.getByText('Anvil')).toBeInTheDocument();
  });

  it('creates through a dialog at <route>/create, validating with the declared messages', async () => {
    const user = userEvent.setup();
    const view = renderGadgets();
    await user.click(await screen.findByRole('button', { name: 'Add Gadget' }));
    const dialog = await screen.findByRole('dialog', { name: 'NEW GADGET' });
    expect(view.location()).toBe('/Gadgets/create');
    await user.type(within(dialog).getByLabelText('Contact'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save Gadget' }));
    expect(await within(dialog).findByText('A gadget needs a label')).toBeInTheDocument();
    expect(within(dialog).getByText('Contact must be an e-mail')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Label *'), 'Gizmo');
    await user.clear(within(dialog).getByLabelText('Contact'));
    await user.type(within(dialog).getByLabelText('Contact'), 'g@example.com');
    await user.type(within(dialog).getByLabelText('Price'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save Gadget' }));
    expect(await screen.findByText('Gadget added')).toBeInTheDocument();
    expect(requests).toEqual([
      { method: 'POST', path: '/gadgets/add', body: { label: 'Gizmo', price: 12, contact: 'g@example.com' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.location()).toBe('/Gadgets');
    expect(await screen.findByText('Gizmo')).toBeInTheDocument();
  });

  it('keeps what was typed when a save fails, and shows the server message', async () => {
    const user = userEvent.setup();
    renderGadgets('/Gadgets/create');
    const dialog = await screen.findByRole('dialog', { name: 'NEW GADGET' });
    await user.type(within(dialog).getByLabelText('Label *'), 'Boom');
    await user.click(within(dialog).getByRole('button', { name: 'Save Gadget' }));
    expect(await screen.findByText('Label taken')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'NEW GADGET' })).getByLabelText('Label *')).toHaveValue(
      'Boom',
    );
  });

  it('edits through a dialog at <route>/<id> and asks before dropping unsaved input', async () => {
    const user = userEvent.setup();
    const view = renderGadgets();
    await user.click(within(await rowOf('Widget')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gadget' });
    expect(view.location()).toBe('/Gadgets/g1');
    const label = await within(dialog).findByLabelText('Label *');
    expect(label).toHaveValue('Widget');
    await user.clear(label);
    await user.type(label, 'Sprocket');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Gadget' })).toBeInTheDocument();
    expect(screen.getByLabelText('Label *')).toHaveValue('Sprocket');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Gadget saved')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/gadgets/edit',
      body: { _id: 'g1', label: 'Sprocket', price: 5, contact: 'w@example.com' },
    });
    expect(await screen.findByText('Sprocket')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/Gadgets'));
  });

  it('opens the edit dialog straight from its URL', async () => {
    renderGadgets('/Gadgets/g2');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gadget' });
    expect(await within(dialog).findByLabelText('Label *')).toHaveValue('Anvil');
  });

  it('deletes after the spec confirmation and notifies', async () => {
    const user = userEvent.setup();
    renderGadgets();
    await user.click(within(await rowOf('Anvil')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText('Are you sure you want to delete the record?', {
        normalizer: (t) => t.replace(/\s+/g, ' '),
      }),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Gadget gone')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'GET', path: '/gadgets/drop/g2' }]);
    await waitFor(() => expect(screen.queryByText('Anvil')).not.toBeInTheDocument());
  });

  it('sends a signed-out visitor to the login page', async () => {
    db = [];
    const dataProvider = buildDataProvider([gadgets], testHttp());
    const { fakeAuth } = await import('./helpers');
    const view = renderRoutes(resourceRoutesFor([gadgets]), {
      dataProvider,
      path: '/Gadgets',
      auth: fakeAuth(false),
      i18n: i18nWith(messages),
    });
    await waitFor(() => expect(view.location()).toBe('/login'));
  });
});
