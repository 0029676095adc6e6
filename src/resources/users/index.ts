import PeopleIcon from '@mui/icons-material/People';
import type { Identifier } from 'react-admin';
import { SOMETHING_WRONG } from '../../api/reply';
import { arrayAt, defineResource, idSegment, recordOf, text } from '../../engine';
import type { WithId } from '../recordTypes';
import { KNOWN_ROLES, type User } from './record';

const required = { rule: 'required' } as const;

/** The spec's edit payload: exactly these six fields. */
export const toUserPayload = (id: Identifier, data: Record<string, unknown>) => ({
  id,
  fullName: text(data.fullName),
  email: text(data.email),
  phone: text(data.phone),
  tagLine: text(data.tagLine),
  userName: text(data.userName),
});

export const users = defineResource({
  name: 'users',
  record: recordOf<WithId<User>>(),
  icon: PeopleIcon,
  menuLabel: 'app.menu.users',
  route: '/DataListing',
  menu: { group: 'main', order: 1, marker: 1 },
  recordRepresentation: 'fullName',
  globalSearch: { text: ['fullName', 'email', '_id'], phone: ['phone'] },
  endpoints: {
    list: { path: '/users/adminUserLists', read: arrayAt('data') },
    update: {
      method: 'POST',
      path: '/coupons/updateUserInAdmin',
      body: ({ id, data }) => toUserPayload(id, data),
      // SPEC 8: "something wrong" when success is not 1.
      reply: { reads: 'success', refused: SOMETHING_WRONG },
    },
    delete: { method: 'GET', path: ({ id }) => `/users/deleteUser/${idSegment(id)}` },
  },
  fields: [
    { source: 'fullName', kind: 'text', rules: [required] },
    { source: 'email', kind: 'email', rules: [required, { rule: 'email' }] },
    { source: 'phone', kind: 'text', rules: [required], display: 'phone' },
    { source: 'tagLine', kind: 'text', rules: [required] },
    { source: 'userName', kind: 'text', rules: [required], values: 'app.values.role', known: KNOWN_ROLES },
  ],
  list: {
    rowNumbers: true,
    search: ['fullName', 'email', 'phone', 'tagLine', 'userName'],
    actionsLabel: 'resources.users.list.actions',
    compact: ['fullName', 'email', 'userName'],
    filters: [{ source: 'userName', kind: 'select' }],
  },
});
