import { describe, expect, it, vi } from 'vitest';
import { parseJsonInSlices, readBodyText, SLICED_MIN_CHARS } from '../../../../src/api/fast/slicedJson';

/** A record with the characters that could fool a scanner: quotes, backslashes, brackets, commas. */
const record = (n: number) => ({
  id: n,
  fullName: `User "${n}" \\ [a, b] {c}`,
  email: `user${n}@example.com`,
  tags: [n % 3, { nested: [n, `x\\"]`] }],
  note: n % 7 === 0 ? null : `line\nbreak, é ✓ ${n}`,
  active: n % 2 === 0,
});
const records = (count: number) => Array.from({ length: count }, (_, n) => record(n));

/** Enough records to be parsed in slices (and in several batches). */
const LARGE = Math.ceil(SLICED_MIN_CHARS / JSON.stringify(record(1)).length) + 500;

/** parseJsonInSlices, checked to have sliced: JSON.parse never saw the whole text. */
async function sliced(text: string) {
  const parse = vi.spyOn(JSON, 'parse');
  try {
    const value = await parseJsonInSlices(text);
    expect(parse.mock.calls.length).toBeGreaterThan(1);
    expect(parse.mock.calls.some(([argument]) => argument === text)).toBe(false);
    return value;
  } finally {
    parse.mockRestore();
  }
}

describe('parseJsonInSlices', () => {
  it('equals JSON.parse on a large root array', async () => {
    const text = JSON.stringify(records(LARGE));
    expect(text.length).toBeGreaterThan(SLICED_MIN_CHARS);
    expect(await sliced(text)).toEqual(JSON.parse(text));
  });

  it('equals JSON.parse on a large envelope, key order, other arrays and whitespace included', async () => {
    const body = {
      status: 1,
      message: 'ok, [not] an {array}',
      empty: [],
      data: records(LARGE),
      meta: { pages: [1, 2], total: LARGE },
      last: ['a', 'b'],
    };
    for (const text of [JSON.stringify(body), JSON.stringify(body, null, 2)]) {
      const parsed = await sliced(text);
      expect(parsed).toEqual(JSON.parse(text));
      expect(Object.keys(parsed as object)).toEqual(Object.keys(body));
    }
  });

  it('keeps a "__proto__" key an own property, as JSON.parse does', async () => {
    const text = `{"__proto__":${JSON.stringify(records(LARGE))},"x":1}`;
    const parsed = (await sliced(text)) as Record<string, unknown>;
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(parsed).toEqual(JSON.parse(text));
  });

  it('throws what JSON.parse throws on a large text that is not JSON', async () => {
    const valid = JSON.stringify({ data: records(LARGE) });
    const broken = [
      `${valid.slice(0, -2)}}`, // the array never closes
      valid.replace('},{', '},,{'), // an empty value between two records
      `${valid} trailing`,
      valid.replace('"id":5,', '"id":5'), // a missing comma inside a record
      `[${valid.slice(1, -1)}}`, // a root array closed by a brace
    ];
    for (const text of broken) {
      expect(() => JSON.parse(text)).toThrow(SyntaxError);
      await expect(parseJsonInSlices(text)).rejects.toThrow(SyntaxError);
    }
  });

  it('parses a large reply in several slices, yielding to the page between them', async () => {
    const text = JSON.stringify({ data: records(LARGE * 3) });
    let now = 0;
    // Each reading of the clock is 5 ms later: a slice (8 ms) ends every second reading.
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      expect(await sliced(text)).toEqual(JSON.parse(text));
      expect(timers.mock.calls.length).toBeGreaterThan(3);
    } finally {
      clock.mockRestore();
      timers.mockRestore();
    }
  });

  it('stops with an AbortError when the caller aborts between slices', async () => {
    const text = JSON.stringify({ data: records(LARGE) });
    const controller = new AbortController();
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => {
      now += 5;
      if (now > 40) controller.abort();
      return now;
    });
    try {
      await expect(parseJsonInSlices(text, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      clock.mockRestore();
    }
  });

  it('parses small texts at once, JSON.parse semantics included', async () => {
    expect(await parseJsonInSlices('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(await parseJsonInSlices('"text"')).toBe('text');
    await expect(parseJsonInSlices('{nope')).rejects.toThrow(SyntaxError);
  });
});

describe('readBodyText', () => {
  it('decodes a body split inside multi-byte characters as response.text() does', async () => {
    const bytes = new TextEncoder().encode('\uFEFF{"name":"Zoë ✓ 😀"}');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // One byte per chunk: every multi-byte character is split.
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const expected = await new Response(bytes).text();
    expect(await readBodyText(new Response(stream))).toBe(expected);
    expect(expected).toBe('{"name":"Zoë ✓ 😀"}');
  });
});
