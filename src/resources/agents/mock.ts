import { HttpResponse, http } from 'msw';
import { DAY_MS } from '../../../mocks/dates';
import { type HandlerContext, isoNow, readJson, text } from '../../../mocks/handlers/http';
import { createRng, newObjectId, type Rng } from '../../../mocks/random';
import { defineMock } from '../../../mocks/resourceMock';
import { FIRST_NAMES, fictionalPhone, LAST_NAMES } from '../../../mocks/seed/words';
import { agents } from '.';
import type { Agent } from './record';

const EIGHTEEN_MONTHS_MS = 548 * DAY_MS;

function seedAgents(rng: Rng, count: number, nowMs: number): Agent[] {
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

const reject = (message: string) => HttpResponse.json({ status: 0, message }, { status: 400 });

export function agentsHandlers({ db, apiUrl }: HandlerContext) {
  const all = () => db.collection<Agent>('agents');
  const newReferralNumber = () => {
    const used = new Set(all().map((agent) => agent.referralNumber));
    for (let n = 1000 + (all().length % 9000); ; n = n >= 9999 ? 1000 : n + 1) {
      if (!used.has(`REF${n}`)) return `REF${n}`;
    }
  };

  return [
    http.get(`${apiUrl}/users/adminAgentList`, () => HttpResponse.json({ status: 1, data: all() })),

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
      if (all().some((agent) => agent.email.toLowerCase() === email)) return reject('Email already exists');
      const referenceID = text(body.referenceID);
      if (referenceID && all().some((agent) => agent.referralNumber === referenceID)) {
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
      all().unshift(agent);
      db.save();
      // Terse, as a real server may be: SPEC 7 reads nothing from this reply (no status).
      return HttpResponse.json({ message: 'Agent added successfully', data: agent });
    }),
  ];
}

/** The mock platform's part for agents: its demo agents and the platform's own calls. */
export const mock = defineMock({
  resource: agents,
  seed: { agents: ({ nowMs }) => seedAgents(createRng(5), 14, nowMs) },
  handlers: agentsHandlers,
});
