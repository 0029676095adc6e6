import { HttpResponse, http } from 'msw';
import {
  findById,
  type HandlerContext,
  notFound,
  readJson,
  removeById,
  text,
} from '../../../mocks/handlers/http';
import { defineMock } from '../../../mocks/resourceMock';
import { users } from '.';

const EDITABLE_USER_FIELDS = ['fullName', 'email', 'phone', 'tagLine', 'userName'] as const;

export function usersHandlers({ db, apiUrl }: HandlerContext) {
  return [
    http.get(`${apiUrl}/users/adminUserLists`, () => HttpResponse.json({ status: 1, data: db.users })),

    // The platform deletes agents through the same call.
    http.get(`${apiUrl}/users/deleteUser/:id`, ({ params }) => {
      const id = String(params.id);
      const removed = removeById(db.users, id) ?? removeById(db.agents, id);
      if (!removed) return notFound('User not found');
      removeById(db.accounts, id);
      db.save();
      // Terse, as a real server may be: SPEC 7 reads nothing from this reply (no status).
      return HttpResponse.json({ message: 'User deleted successfully' });
    }),

    // Lives under /coupons on the platform, but edits a user.
    http.post(`${apiUrl}/coupons/updateUserInAdmin`, async ({ request }) => {
      const body = await readJson(request);
      const user = findById(db.users, text(body.id) || text(body._id));
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

/** The mock platform's part for users: the platform's own calls, answered from the shared demo data. */
export const mock = defineMock({ resource: users, handlers: (context) => usersHandlers(context) });
