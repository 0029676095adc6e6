import { HttpResponse, http } from 'msw';
import { DAY_MS, isoTimestamp } from '../../../mocks/dates';
import {
  findById,
  type HandlerContext,
  notFound,
  readJson,
  removeById,
  text,
} from '../../../mocks/handlers/http';
import { createRng, type Rng } from '../../../mocks/random';
import { defineMock } from '../../../mocks/resourceMock';
import {
  AREA_CODES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  TAG_LINES,
  USER_ROLES,
} from '../../../mocks/seed/words';
import type { Account } from '../../../mocks/types';
import type { Agent } from '../agents/record';
import { users } from '.';
import type { User } from './record';

export const USERS_PER_SCALE = 60;
const EIGHTEEN_MONTHS_MS = 548 * DAY_MS;

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

const EDITABLE_USER_FIELDS = ['fullName', 'email', 'phone', 'tagLine', 'userName'] as const;

export function usersHandlers({ db, apiUrl }: HandlerContext) {
  const all = () => db.collection<User>('users');
  return [
    http.get(`${apiUrl}/users/adminUserLists`, () => HttpResponse.json({ status: 1, data: all() })),

    // The platform deletes agents through the same call.
    http.get(`${apiUrl}/users/deleteUser/:id`, ({ params }) => {
      const id = String(params.id);
      const removed = removeById(all(), id) ?? removeById(db.collection<Agent>('agents'), id);
      if (!removed) return notFound('User not found');
      // A signed-up user's login goes with it.
      removeById(db.collection<Account>('accounts'), id);
      db.save();
      // Terse, as a real server may be: SPEC 7 reads nothing from this reply (no status).
      return HttpResponse.json({ message: 'User deleted successfully' });
    }),

    // Lives under /coupons on the platform, but edits a user.
    http.post(`${apiUrl}/coupons/updateUserInAdmin`, async ({ request }) => {
      const body = await readJson(request);
      const user = findById(all(), text(body.id) || text(body._id));
      if (!user) return HttpResponse.json({ success: 0, message: 'User not found' }, { status: 404 });
      for (const field of EDITABLE_USER_FIELDS) {
        if (typeof body[field] === 'string' || typeof body[field] === 'number')
          user[field] = text(body[field]);
      }
      db.save();
      return HttpResponse.json({ success: 1, message: 'user updated sucessfully', data: user });
    }),
  ];
}

/** The mock platform's part for users: its demo users and the platform's own calls. */
export const mock = defineMock({
  resource: users,
  seed: { users: ({ nowMs, scale }) => seedUsers(createRng(1), USERS_PER_SCALE * scale, nowMs) },
  handlers: usersHandlers,
});
