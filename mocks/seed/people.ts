import { DAY_MS } from '../dates';
import type { Rng } from '../random';
import type { Account, Agent, User } from '../types';
import { AREA_CODES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, TAG_LINES, USER_ROLES } from './words';

export const USERS_PER_SCALE = 60;
const EIGHTEEN_MONTHS_MS = 548 * DAY_MS;

const digits = (rng: Rng, count: number) => {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(rng.int(0, 9));
  return out;
};

export const fictionalPhone = (rng: Rng) => `${rng.pick(AREA_CODES)}555${digits(rng, 4)}`;

/**
 * Users, newest first. createdAt falls evenly (with jitter) over the 18 months before `nowMs`, so
 * the list comes out sorted without a sort: this keeps 100,000+ users well under a second.
 */
export function seedUsers(rng: Rng, count: number, nowMs: number): User[] {
  const users: User[] = new Array(count);
  const step = EIGHTEEN_MONTHS_MS / count;
  for (let i = 0; i < count; i += 1) {
    const createdMs = Math.floor(nowMs - i * step - rng.next() * step);
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const phone = fictionalPhone(rng);
    users[i] = {
      _id: rng.objectId(createdMs),
      fullName: `${first} ${last}`,
      email: `${first}.${last}${i + 1}@${rng.pick(EMAIL_DOMAINS)}`.toLowerCase(),
      phone: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
      tagLine: rng.pick(TAG_LINES),
      userName: rng.pick(USER_ROLES),
      createdAt: new Date(createdMs).toISOString(),
    };
  }
  return users;
}

export function seedAgents(rng: Rng, count: number, nowMs: number): Agent[] {
  const used = new Set<string>();
  const agents: Agent[] = [];
  for (let i = 0; i < count; i += 1) {
    const createdMs = Math.floor(nowMs - rng.next() * EIGHTEEN_MONTHS_MS);
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    let referralNumber = `REF${rng.int(1000, 9999)}`;
    while (used.has(referralNumber)) referralNumber = `REF${rng.int(1000, 9999)}`;
    used.add(referralNumber);
    const agent: Agent = {
      _id: rng.objectId(createdMs),
      email: `${first}.${last}.agent${i + 1}@example.com`.toLowerCase(),
      phone: fictionalPhone(rng),
      first_name: first,
      last_name: last,
      referralNumber,
      createdAt: new Date(createdMs).toISOString(),
    };
    // Two records lack a country code, as on the platform: the console must default to '+1'.
    if (i !== 3 && i !== 8) agent.countryCode = '+1';
    agents.push(agent);
  }
  return agents.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const DEMO_ADMIN = { userName: 'admin', email: 'admin@example.com', password: 'Admin@123' } as const;
export const DEMO_SUBSCRIBER = {
  userName: 'subscriber',
  email: 'subscriber@example.com',
  password: 'Subscriber@123',
} as const;

/** The demo login identities. Plain-text passwords: this is an in-browser demo, never a real server. */
export function seedAccounts(nowMs: number): Account[] {
  const createdAt = new Date(nowMs - 600 * DAY_MS).toISOString();
  return [
    {
      _id: '000000000000000000000a01',
      ...DEMO_ADMIN,
      firstName: 'Demo',
      lastName: 'Admin',
      role: 'admin',
      verified: true,
      createdAt,
    },
    {
      _id: '000000000000000000000a02',
      ...DEMO_SUBSCRIBER,
      firstName: 'Demo',
      lastName: 'Subscriber',
      role: 'subscriber',
      verified: true,
      createdAt,
    },
  ];
}
