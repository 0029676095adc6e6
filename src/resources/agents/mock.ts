import { HttpResponse, http } from 'msw';
import { type HandlerContext, isoNow, readJson, text } from '../../../mocks/handlers/http';
import { newObjectId } from '../../../mocks/random';
import { defineMock } from '../../../mocks/resourceMock';
import { agents } from '.';
import type { Agent } from './record';

const reject = (message: string) => HttpResponse.json({ status: 0, message }, { status: 400 });

export function agentsHandlers({ db, apiUrl }: HandlerContext) {
  const newReferralNumber = () => {
    const used = new Set(db.agents.map((agent) => agent.referralNumber));
    for (let n = 1000 + (db.agents.length % 9000); ; n = n >= 9999 ? 1000 : n + 1) {
      if (!used.has(`REF${n}`)) return `REF${n}`;
    }
  };

  return [
    http.get(`${apiUrl}/users/adminAgentList`, () => HttpResponse.json({ status: 1, data: db.agents })),

    http.post(`${apiUrl}/users/adminAddAgent`, async ({ request }) => {
      const body = await readJson(request);
      const first_name = text(body.firstname);
      const last_name = text(body.lastname);
      const email = text(body.email).toLowerCase();
      const phone = text(body.phone).replace(/\D/g, '');
      const missing = Object.entries({ firstname: first_name, lastname: last_name, email, phone }).find(
        ([, value]) => !value,
      );
      if (missing) return reject(`${missing[0]} is required`);
      if (db.agents.some((agent) => agent.email.toLowerCase() === email))
        return reject('Email already exists');
      const referenceID = text(body.referenceID);
      if (referenceID && db.agents.some((agent) => agent.referralNumber === referenceID)) {
        return reject('Reference ID already exists');
      }
      const agent: Agent = {
        _id: newObjectId(),
        email,
        phone,
        first_name,
        last_name,
        referralNumber: referenceID || newReferralNumber(),
        createdAt: isoNow(),
      };
      const countryCode = text(body.countryCode);
      if (countryCode) agent.countryCode = countryCode.startsWith('+') ? countryCode : `+${countryCode}`;
      db.agents.unshift(agent);
      db.save();
      // Terse, as a real server may be: SPEC 7 reads nothing from this reply (no status).
      return HttpResponse.json({ message: 'Agent added successfully', data: agent });
    }),
  ];
}

/** The mock platform's part for agents: the platform's own calls, answered from the shared demo data. */
export const mock = defineMock({ resource: agents, handlers: (context) => agentsHandlers(context) });
