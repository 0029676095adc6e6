import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { isRecord, type Json, readArray } from '../../api/envelope';
import { defineResource, idSegment, recordOf, text } from '../../engine';
import { DEFAULT_COUNTRY_CODE, joinPhone, phoneParts } from '../../lib/phone';
import type { WithId } from '../recordTypes';
import { phoneRequired } from '../shared';
import type { Agent } from './record';

/** An agent as the list holds it: readAgents defaults the country code and adds display values. */
export interface AgentRecord extends WithId<Agent> {
  countryCode: string;
  /** "First Last", for the Full Name column. */
  fullName: string;
  /** The country code and number, for the Phone column. */
  phoneNumber: string;
}

/** GET /users/adminAgentList reads `data`; a missing country code defaults to '+1'. */
export function readAgents(body: Json): Record<string, unknown>[] {
  return readArray(body, 'data')
    .filter(isRecord)
    .map((agent) => {
      const countryCode = text(agent.countryCode) || DEFAULT_COUNTRY_CODE;
      const phone = text(agent.phone);
      return {
        ...agent,
        countryCode,
        fullName: [text(agent.first_name), text(agent.last_name)].filter(Boolean).join(' '),
        phoneNumber: phone ? `${countryCode} ${phone}` : '',
      };
    });
}

/** ADD NEW AGENT → POST /users/adminAddAgent; the phone loses its dash and punctuation. */
export function toAgentPayload(data: Record<string, unknown>) {
  const { countryCode, phone } = phoneParts(data.phone);
  return {
    firstname: text(data.first_name),
    lastname: text(data.last_name),
    countryCode,
    phone: phone.replace(/\D/g, ''),
    email: text(data.email),
    referenceID: text(data.referralNumber),
    isforceful: false,
  };
}

const required = { rule: 'required' } as const;
const LIST = ['list'] as const;
const CREATE = ['create'] as const;

export const agents = defineResource({
  name: 'agents',
  record: recordOf<AgentRecord>(),
  icon: SupportAgentIcon,
  menuLabel: 'app.menu.agents',
  route: '/CreateAgent',
  menu: { group: 'main', order: 4, marker: 7 },
  recordRepresentation: 'fullName',
  globalSearch: { text: ['fullName', 'email', 'referralNumber', '_id'], phone: ['phoneNumber'] },
  endpoints: {
    list: { path: '/users/adminAgentList', read: readAgents, reads: 'data' },
    create: {
      method: 'POST',
      path: '/users/adminAddAgent',
      body: ({ data }) => toAgentPayload(data),
    },
    // The platform deletes agents through the users' delete call.
    delete: { method: 'GET', path: ({ id }) => `/users/deleteUser/${idSegment(id)}` },
  },
  fields: [
    { source: 'fullName', kind: 'text', in: LIST },
    { source: 'first_name', kind: 'text', in: CREATE, rules: [required] },
    { source: 'last_name', kind: 'text', in: CREATE, rules: [required] },
    { source: 'email', kind: 'email', rules: [required, { rule: 'email' }] },
    { source: 'phoneNumber', kind: 'text', in: LIST, display: 'phone' },
    { source: 'phone', kind: 'phone', in: CREATE, rules: [phoneRequired] },
    { source: 'referralNumber', kind: 'referralLink', in: LIST },
    { source: 'referralNumber', kind: 'text', in: CREATE, label: 'resources.agents.fields.referenceID' },
    {
      source: 'referralNumber',
      kind: 'qrCode',
      in: LIST,
      sortable: false,
      label: 'resources.agents.fields.referralLink',
    },
  ],
  list: {
    rowNumbers: true,
    search: ['fullName', 'email', 'phoneNumber', 'referralNumber'],
    rowActions: ['delete'],
    compact: ['fullName', 'email', 'referralNumber'],
    filters: [{ source: 'countryCode', kind: 'select', label: 'resources.agents.filters.countryCode' }],
  },
  form: {
    defaults: () => ({ phone: '' }),
    // A listed agent in the create form's shape (the undo of a delete): its own country code.
    toForm: (record) => ({ phone: joinPhone(record.countryCode, record.phone) }),
  },
});
