import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { e164Of } from '../../../../src/layout/search/phoneNeedle';
import {
  buildIndex,
  buildIndexInSlices,
  locate,
  locatePhone,
  type Needle,
  needleOf,
  SEP,
  type SearchFields,
  searchIndex,
  storedPhoneDigits,
} from '../../../../src/layout/search/searchIndex';

const FIELDS: SearchFields = { text: ['fullName', 'email', '_id'], phone: ['phone'] };
const people = [
  { id: 'a1', _id: 'a1', fullName: 'Zoë García', email: 'zoe.garcia@example.com', phone: '(415) 555-2671' },
  { id: 'b2', _id: 'b2', fullName: 'Ana Martin', email: 'ana@zoe-lovers.example', phone: '+44 20 7946 0018' },
  { id: 'c3', _id: 'c3', fullName: 'Bob Ozoe', email: 'bob@example.com', phone: '4155550199' },
  { id: 'd4', _id: 'd4', fullName: 'Émile Zola', email: 'emile@example.com', phone: '' },
];
const find = (query: string, rows: readonly Record<string, unknown>[] = people, limit = 5) =>
  searchIndex(buildIndex(rows, FIELDS), needleOf(query, e164Of)!, limit);
const names = (query: string) => find(query).hits.map((hit) => hit.row.fullName);

describe('stored phones → E.164 digits (the console’s rule for stored values)', () => {
  it.each([
    ['(415) 555-2671', '14155552671'],
    ['4155552671', '14155552671'],
    ['+1 4155552671', '14155552671'],
    ['+14155552671', '14155552671'],
    ['+44 20 7946 0018', '442079460018'],
    ['', ''],
    [undefined, ''],
  ])('%s → %s', (stored, digits) => {
    expect(storedPhoneDigits(stored)).toBe(digits);
  });
});

describe('a query as typed → what is matched', () => {
  it('normalises text as the lists’ own search: case, accents and spaces', () => {
    const needle = needleOf('  ZOË   Garcia ');
    expect(needle?.text).toBe('zoe garcia');
    expect(needle?.phone).toBeUndefined();
    expect(needleOf('   ')).toBeUndefined();
  });

  it.each([
    ['(415) 555-2671', `${SEP}14155552671${SEP}`],
    ['415.555.2671', `${SEP}14155552671${SEP}`],
    ['1 415 555 2671', `${SEP}14155552671${SEP}`],
    ['+1 (415) 555-2671', `${SEP}14155552671${SEP}`],
    ['011 44 20 7946 0018', `${SEP}442079460018${SEP}`],
    ['0044 20 7946 0018', `${SEP}442079460018${SEP}`],
    ['+44 (0)20 7946 0018', `${SEP}442079460018${SEP}`],
  ])('a complete number, %s, is compared in E.164 (libphonenumber)', (typed, pattern) => {
    expect(needleOf(typed, e164Of)?.phone).toBe(pattern);
  });

  it('a fragment is matched as digits: anywhere, or at the start with +', () => {
    expect(needleOf('555-26', e164Of)?.phone).toBe('55526');
    expect(needleOf('+4420', e164Of)?.phone).toBe(`${SEP}4420`);
    // Too few digits, or letters: text only.
    expect(needleOf('55', e164Of)?.phone).toBeUndefined();
    expect(needleOf('REF1234', e164Of)?.phone).toBeUndefined();
  });
});

describe('matching', () => {
  it('finds a phone typed in any format, and says where it is in the stored value', () => {
    for (const typed of ['+1 415-555-2671', '(415) 555 2671', '4155552671', '555-2671']) {
      const { total, hits } = find(typed);
      expect(total, typed).toBe(1);
      expect(hits[0]).toMatchObject({ field: 'phone', value: '(415) 555-2671' });
      const { value, start, end } = hits[0]!;
      expect(value.slice(start, end).replace(/\D/g, '')).toBe(
        typed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''),
      );
    }
    expect(find('+44 20 7946 0018').hits.map((hit) => hit.row.id)).toEqual(['b2']);
    // A national number is read in the default country: the same digits abroad are another number.
    expect(find('020 7946 0018').total).toBe(0);
  });

  it('finds names, e-mails and ids whatever the case and accents, highlighting the stored text', () => {
    const hit = find('GARCIA').hits[0]!;
    expect(hit).toMatchObject({ field: 'fullName', value: 'Zoë García' });
    expect(hit.value.slice(hit.start, hit.end)).toBe('García');
    expect(find('zoe').hits[0]!.value.slice(0, 3)).toBe('Zoë');
    expect(find('c3').hits.map((hit) => hit.field)).toEqual(['_id']);
  });

  it('ranks a field starting with the query first, then a word starting so, then the rest', () => {
    // Zoë García (name starts), Ana Martin (e-mail word "zoe-lovers"), Bob Ozoe (inside a word);
    // Émile Zola matches neither "zoe".
    expect(names('zoe')).toEqual(['Zoë García', 'Ana Martin', 'Bob Ozoe']);
  });

  it('counts every match but returns only the best few', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ id: i, fullName: `Mia ${i}`, email: '', _id: '' }));
    const result = find('mia', many, 5);
    expect(result.total).toBe(40);
    expect(result.hits).toHaveLength(5);
  });

  it('a narrower query (one more letter) scans the previous matches and finds the same as a fresh scan', () => {
    const words = ['ana', 'anabel', 'nab', 'bel', 'zoe', 'zola', 'émile', '415', '555'];
    const row = fc.record({
      fullName: fc.array(fc.constantFrom(...words), { maxLength: 3 }).map((parts) => parts.join(' ')),
      email: fc.constantFrom('', 'ana@x.io', 'bel@zola.example'),
      phone: fc.constantFrom('', '(415) 555-2671', '+44 20 7946 0018', '4155550199'),
    });
    const queries = fc.array(fc.constantFrom('a', 'n', 'b', 'e', 'l', 'z', 'o', '4', '1', '5', ' '), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), queries, (list, letters) => {
        const rows = list.map((item, id) => ({ id, _id: String(id), ...item }));
        const index = buildIndex(rows, FIELDS);
        let typed = '';
        for (const letter of letters) {
          typed += letter;
          const needle = needleOf(typed, e164Of);
          if (!needle) continue;
          const incremental = searchIndex(index, needle, 3);
          const fresh = searchIndex(buildIndex(rows, FIELDS), needle, 3);
          expect(incremental.total).toBe(fresh.total);
          expect(incremental.hits.map((hit) => hit.position)).toEqual(fresh.hits.map((hit) => hit.position));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a query that does not narrow the last one (a letter erased) scans everything again', () => {
    const index = buildIndex(people, FIELDS);
    const needle = (typed: string) => needleOf(typed, e164Of) as Needle;
    expect(searchIndex(index, needle('zoe')).total).toBe(3);
    expect(searchIndex(index, needle('zoe g')).total).toBe(1);
    expect(searchIndex(index, needle('zo')).total).toBe(4);
  });
});

describe('highlight positions', () => {
  it('maps the normalised match back to the stored characters', () => {
    expect(locate('Zoë García', 'garcia')).toEqual([4, 10]);
    expect(locate('ÉMILE', 'emil')).toEqual([0, 4]);
    expect(locate('Ana', 'bob')).toBeUndefined();
  });

  it('maps E.164 digits back to the stored number, leaving out a country code it does not show', () => {
    expect(locatePhone('(415) 555-2671', `${SEP}14155552671${SEP}`)).toEqual([1, 14]);
    expect(locatePhone('(415) 555-2671', '5552671')).toEqual([6, 14]);
    expect(locatePhone('+1 4155552671', `${SEP}14155552671${SEP}`)).toEqual([1, 13]);
    expect(locatePhone('(415) 555-2671', `${SEP}1`)).toBeUndefined();
  });
});

describe('building in slices', () => {
  it('gives the same index as building at once, yielding between slices', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      id: i,
      _id: `id${i}`,
      fullName: `Person ${i}`,
      email: `p${i}@example.com`,
      phone: `(415) 555-${String(i).padStart(4, '0')}`,
    }));
    let clock = 0;
    let yields = 0;
    const sliced = await buildIndexInSlices(rows, FIELDS, {
      sliceMs: 1,
      // Each reading of the clock is a millisecond later: one step of rows per slice.
      now: () => clock++,
      yieldToMain: async () => {
        yields += 1;
      },
    });
    const whole = buildIndex(rows, FIELDS);
    expect(sliced.texts).toEqual(whole.texts);
    expect(sliced.phones).toEqual(whole.phones);
    expect(yields).toBeGreaterThan(5);
  });

  it('stops when the search closes before it is done', async () => {
    const controller = new AbortController();
    const rows = Array.from({ length: 3000 }, (_, i) => ({ id: i, fullName: `P${i}` }));
    let clock = 0;
    const building = buildIndexInSlices(rows, FIELDS, {
      sliceMs: 1,
      now: () => clock++,
      signal: controller.signal,
      yieldToMain: async () => controller.abort(),
    });
    await expect(building).rejects.toThrow();
  });
});
