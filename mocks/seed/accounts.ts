import { DAY_MS } from '../dates';
import type { Account } from '../types';

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
