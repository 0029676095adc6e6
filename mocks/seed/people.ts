import type { Agent } from '../../src/resources/agents/record';
import type { User } from '../../src/resources/users/record';
import { DAY_MS, isoTimestamp } from '../dates';
import type { Rng } from '../random';
import type { Account } from '../types';
import { AREA_CODES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, TAG_LINES, USER_ROLES } from './words';

export const USERS_PER_SCALE = 60;
const EIGHTEEN_MONTHS_MS = 548 * DAY_MS;

export const fictionalPhone = (rng: Rng) =>
  `${rng.pick(AREA_CODES)}555${String(rng.int(0, 9999)).padStart(4, '0')}`;

/** Every first × last combination, built once: users share these strings instead of rebuilding them. */
const FULL_NAMES = FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => `${first} ${last}`));
const EMAIL_PREFIXES = FULL_NAMES.map((name) => name.replace(' ', '.').toLowerCase());
const PHONE_PREFIXES = AREA_CODES.map((area) => `(${area}) 555-`);
let phoneLines: string[] | undefined;

/**
 * Users, newest first. createdAt falls evenly (with jitter) over the 18 months before `nowMs`, so
 * the list comes out sorted without a sort. The loop avoids per-user allocations beyond the record
 * itself: scale 1700 (102,000 users) must seed well under a second.
 */
export function seedUsers(rng: Rng, count: number, nowMs: number): User[] {
  const users: User[] = new Array(count);
  phoneLines ??= Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'));
  const step = EIGHTEEN_MONTHS_MS / count;
  for (let i = 0; i < count; i += 1) {
    const createdMs = Math.floor(nowMs - i * step - rng.next() * step);
    const name = rng.int(0, FULL_NAMES.length - 1);
    users[i] = {
      _id: rng.objectId(createdMs),
      fullName: FULL_NAMES[name]!,
      email: `${EMAIL_PREFIXES[name]}${i + 1}@${rng.pick(EMAIL_DOMAINS)}`,
      phone: rng.pick(PHONE_PREFIXES) + phoneLines[rng.int(0, 9999)],
      tagLine: rng.pick(TAG_LINES),
      userName: rng.pick(USER_ROLES),
      createdAt: isoTimestamp(createdMs),
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
