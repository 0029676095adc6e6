import fc from 'fast-check';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  isArray,
  isNumber,
  isRecord,
  isString,
  readArray,
  readEnvelope,
  readRecord,
  serverMessage,
  UNEXPECTED_REPLY,
} from '../../../../src/api/envelope';
import { checkReply, SUCCESS_VALUES } from '../../../../src/api/reply';
import { arrayAt, recordIn, toRecord } from '../../../../src/engine';
import { readAgents } from '../../../../src/resources/agents';
import { readDescription } from '../../../../src/resources/coupons/DescriptionInput';
import { readDashboardCounts } from '../../../../src/resources/dashboard';
import { readFeedPage } from '../../../../src/resources/feeds';
import { readVendorOptions } from '../../../../src/resources/vendors';
import { readWeeklyCount } from '../../../../src/resources/weeklyData';
import { tallyFor } from '../support/tally';

const tally = tallyFor(import.meta.url);

/** Throws unless `run` fails with react-admin's HttpError carrying the unexpected-reply key. */
function expectUnexpectedReply(run: () => unknown) {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(HttpError);
  expect((caught as HttpError).message).toBe(UNEXPECTED_REPLY);
}

/** Either a value or an HttpError: never a TypeError or anything else. */
function returnsOrHttpError(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect(typeof (error as HttpError).message).toBe('string');
  }
}

// Keys a reply may really use; '__proto__' is left out on purpose (JSON.parse makes it an own
// key, an object literal does not, so it cannot be generated faithfully here).
const key = fc.oneof(
  fc.constantFrom('data', 'users', 'docs', 'csvData', 'user', 'message', 'constructor', 'toString'),
  fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,8}$/),
);
const json = fc.jsonValue({ maxDepth: 3 });
const reply = fc.oneof(
  json,
  fc.constant(null),
  fc.constant('<!doctype html><html>Bad gateway</html>'),
  fc.constant(''),
);

const checks: [string, (value: unknown) => value is unknown][] = [
  ['array', isArray],
  ['record', isRecord],
  ['string', isString],
  ['number', isNumber],
];

describe('envelope readers: body.X or body.data.X, else a clear HttpError', () => {
  it.each(checks)('finds a %s placed at body.X', (_name, check) => {
    tally.check(
      fc.property(key, json, json, (path, value, other) => {
        fc.pre(check(value));
        const body = { [path]: value, ...(path === 'data' ? {} : { data: other }) };
        expect(readEnvelope(body, path, check)).toBe(value);
      }),
    );
  });

  it.each(checks)('finds a %s placed at body.data.X when body.X does not hold one', (_name, check) => {
    tally.check(
      fc.property(key, json, json, (path, value, decoy) => {
        fc.pre(check(value) && !check(decoy) && path !== 'data');
        expect(readEnvelope({ [path]: decoy, data: { [path]: value } }, path, check)).toBe(value);
      }),
    );
  });

  it('follows dotted paths (tokens.access.token) in the body or under data', () => {
    tally.check(
      fc.property(fc.string(), fc.boolean(), (token, wrapped) => {
        const inner = { tokens: { access: { token } } };
        expect(readEnvelope(wrapped ? { data: inner } : inner, 'tokens.access.token', isString)).toBe(token);
      }),
    );
  });

  it.each(checks)(
    'throws HttpError(app.errors.unexpected_reply) when no %s is at X or data.X',
    (_name, check) => {
      tally.check(
        fc.property(key, reply, (path, body) => {
          const direct = isRecord(body) ? body[path] : undefined;
          const inner = isRecord(body) && isRecord(body.data) ? body.data[path] : undefined;
          fc.pre(!check(direct) && !check(inner));
          expectUnexpectedReply(() => readEnvelope(body, path, check));
        }),
        200,
      );
    },
  );

  it('readArray / readRecord are the array and record readers', () => {
    tally.check(
      fc.property(
        fc.array(json, { maxLength: 4 }),
        fc.dictionary(key, json, { maxKeys: 3 }),
        (list, record) => {
          // A record holding its own array under `data` is the wrapped form, rightly accepted.
          fc.pre(!isArray(record.data) && !isRecord(record.user));
          expect(readArray({ data: list }, 'data')).toBe(list);
          expect(readRecord({ data: { user: record } }, 'user')).toBe(record);
          expectUnexpectedReply(() => readArray({ data: record }, 'data'));
          expectUnexpectedReply(() => readRecord({ user: list }, 'user'));
        },
      ),
    );
  });

  it('a field the spec reads decides alone: its success values pass, anything else shows the server message or the fallback', () => {
    tally.check(
      fc.property(
        json,
        fc.boolean(),
        fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
        (status, wrapped, message) => {
          const inner = { status, ...(message === undefined ? {} : { message }) };
          const body = wrapped ? { data: inner } : inner;
          const ok = SUCCESS_VALUES.includes(status);
          let caught: unknown;
          try {
            checkReply(body, { reads: 'status', fallback: 'app.errors.something_wrong' });
          } catch (error) {
            caught = error;
          }
          if (ok) expect(caught).toBeUndefined();
          else {
            expect(caught).toBeInstanceOf(HttpError);
            expect((caught as HttpError).message).toBe(serverMessage(body) ?? 'app.errors.something_wrong');
          }
        },
      ),
      200,
    );
  });

  it('serverMessage returns a non-blank string or undefined for any reply', () => {
    tally.check(
      fc.property(reply, (body) => {
        const message = serverMessage(body);
        expect(message === undefined || (typeof message === 'string' && message.trim() !== '')).toBe(true);
      }),
    );
  });
});

describe("every resource's reply reader: a value or an HttpError, never a crash", () => {
  const readers: [string, (body: unknown) => unknown][] = [
    ['arrayAt(data)', arrayAt('data')],
    ['readAgents', readAgents],
    ['readVendorOptions', readVendorOptions],
    ['readFeedPage', readFeedPage],
    ['readWeeklyCount', readWeeklyCount],
    ['readDashboardCounts', readDashboardCounts],
    ['readDescription', readDescription],
    ['checkReply()', (body) => checkReply(body)],
    [
      "checkReply({ reads: 'success', refused })",
      (body) => checkReply(body, { reads: 'success', refused: 'x' }),
    ],
    ["checkReply({ reads: 'status' })", (body) => checkReply(body, { reads: 'status' })],
    ['toRecord', (body) => toRecord(body)],
    ['recordIn', (body) => recordIn(body)],
  ];

  it.each(readers)('%s', (_name, read) => {
    tally.check(
      fc.property(
        fc.oneof(
          reply,
          fc.record({ data: json }),
          fc.record({ data: fc.array(json, { maxLength: 3 }) }),
          fc.record({ users: fc.array(fc.record({ userName: json, store: json }), { maxLength: 3 }) }),
          fc.record({ csvData: json, status: json, success: json, message: json }),
        ),
        (body) => returnsOrHttpError(() => read(body)),
      ),
      150,
    );
  });

  it('the list readers keep only records and give each a usable id', () => {
    tally.check(
      fc.property(
        fc.array(fc.oneof(json, fc.record({ _id: fc.string(), email: json })), { maxLength: 6 }),
        (rows) => {
          returnsOrHttpError(() => {
            for (const row of readAgents({ data: rows })) {
              expect(isRecord(row)).toBe(true);
              expect(typeof row.countryCode).toBe('string');
              expect(row.countryCode).not.toBe('');
            }
          });
        },
      ),
    );
  });
});
