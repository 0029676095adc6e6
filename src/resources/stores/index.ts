import HowToRegIcon from '@mui/icons-material/HowToReg';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import { SOMETHING_WRONG } from '../../api/reply';
import { type ActionMethodOf, arrayAt, defineResource, idSegment, lazyScreen, recordOf } from '../../engine';
import { joinPhone } from '../../lib/phone';
import type { WithId } from '../recordTypes';
import { phoneRequired } from '../shared';
import { storeActions } from './actions';
import { toAdminVendorPayload, toVendorUpdatePayload } from './payloads';
import type { Store } from './record';

// Its own chunk, asked for with the list's code and records (the engine preloads a list's lazy row
// buttons): a React.lazy button in every row held the rows until it came, one more round trip.
const MarkRegisteredButton = lazyScreen(
  async () => ({ default: (await import('./MarkRegisteredButton')).MarkRegisteredButton }),
  null,
);

// Loaded with the dialog that shows it, not with the app.
const VendorEditDialog = lazy(() =>
  import('../vendors/VendorEditDialog').then((module) => ({ default: module.VendorEditDialog })),
);

/** The provider method of ./actions that the bulk "Mark as registered" calls. */
type MarkRegistered = ActionMethodOf<typeof storeActions.markRegistered>;

const required = { rule: 'required' } as const;
const form = (source: string) => `resources.stores.form.${source}`;
const FORMS = ['edit', 'create'] as const;

export const stores = defineResource({
  name: 'stores',
  record: recordOf<WithId<Store>>(),
  icon: StorefrontIcon,
  menuLabel: 'app.menu.stores',
  route: '/Stores',
  menu: { group: 'main', order: 2, marker: 4 },
  recordRepresentation: 'businessName',
  globalSearch: { text: ['businessName', 'email', 'contactPerson', '_id'], phone: ['phone'] },
  invalidates: ['vendors'],
  // Undo of a delete: the store comes back with its vendor, who still holds its e-mail.
  journal: { recreate: (store) => ({ ...store, isforceful: true }) },
  endpoints: {
    list: { path: '/stores/getAllStoresAdmin', read: arrayAt('data') },
    // ADD NEW BUSINESS: a failure shows the server's own message (SPEC 8).
    create: {
      method: 'POST',
      path: '/users/adminAddVendor',
      body: ({ data }) => toAdminVendorPayload(data),
      reply: { reads: 'status' },
    },
    // Edit Vendor: status 1 → the server's message is shown; anything else → "something wrong".
    update: {
      method: 'POST',
      path: '/users/updateVendor',
      body: ({ id, data }) => toVendorUpdatePayload(id, data),
      reply: { reads: 'status', refused: SOMETHING_WRONG, success: 'server' },
    },
    delete: {
      method: 'GET',
      path: ({ id }) => `/stores/deleteStore/${idSegment(id)}`,
    },
  },
  fields: [
    { source: 'businessName', kind: 'text', in: ['list'] },
    { source: 'businessAddress', kind: 'address', in: ['list'] },
    { source: 'phone', kind: 'phone', in: ['list'] },
    { source: 'isRegistered', kind: 'boolean', in: ['list'] },
    { source: 'businessImage', kind: 'image', in: ['list'], sortable: false },
    { source: 'businessName', kind: 'text', in: FORMS, label: form('businessName'), rules: [required] },
    {
      source: 'businessType',
      kind: 'reference',
      in: FORMS,
      label: form('businessType'),
      reference: { resource: 'businessTypes', optionText: 'name' },
    },
    {
      source: 'businessAddress',
      kind: 'address',
      in: FORMS,
      label: form('businessAddress'),
      latitudeSource: 'latitude',
      longitudeSource: 'longitude',
    },
    { source: 'contactPerson', kind: 'text', in: FORMS, label: form('contactPerson'), rules: [required] },
    { source: 'phone', kind: 'phone', in: FORMS, label: form('phone'), rules: [phoneRequired] },
    {
      source: 'email',
      kind: 'email',
      in: ['create'],
      label: form('email'),
      rules: [required, { rule: 'email' }],
    },
    { source: 'email', kind: 'email', in: ['edit'], label: form('email'), readOnly: true },
    { source: 'website', kind: 'url', in: FORMS, label: form('website'), rules: [{ rule: 'url' }] },
  ],
  list: {
    search: ['businessName', 'businessAddress', 'phone', 'email', 'contactPerson'],
    rowActions: ['edit', MarkRegisteredButton, 'delete'],
    filters: [
      { source: 'isRegistered', kind: 'boolean' },
      {
        source: 'businessType',
        kind: 'reference',
        label: 'resources.stores.form.businessType',
        reference: { resource: 'businessTypes', optionText: 'name' },
      },
    ],
    bulkActions: [
      {
        name: 'mark_registered',
        icon: HowToRegIcon,
        appliesTo: (store) => !store.isRegistered,
        run: ({ record, dataProvider }) => {
          // react-admin types a custom method as any; ./actions declares what this one takes.
          const markRegistered: MarkRegistered = dataProvider.markRegistered;
          return markRegistered({ id: record.id });
        },
      },
      'delete',
    ],
    compact: ['businessName', 'businessAddress', 'phone'],
  },
  form: {
    toForm: (record) => ({ phone: joinPhone(record.countryCode, record.phone) }),
    defaults: () => ({ isforceful: false }),
  },
  actions: storeActions,
  views: { edit: VendorEditDialog },
});
