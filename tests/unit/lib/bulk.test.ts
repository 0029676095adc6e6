import { describe, expect, it } from 'vitest';
import { runBulk } from '../../../src/lib/bulk';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runBulk', () => {
  it('never has more calls in flight than asked, and runs every item', async () => {
    let inFlight = 0;
    let most = 0;
    const done: number[] = [];
    await runBulk(
      Array.from({ length: 20 }, (_, index) => index),
      async (item) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await tick();
        inFlight -= 1;
        done.push(item);
      },
      { concurrency: 3 },
    );
    expect(most).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it('goes on past failures and keeps each failure message, in the items order', async () => {
    const progress: number[] = [];
    const outcomes = await runBulk(
      ['a', 'b', 'c', 'd'],
      async (item) => {
        await tick();
        if (item === 'b') throw new Error('Store locked');
        if (item === 'd') throw 'plain text';
      },
      { concurrency: 2, onProgress: (settled) => progress.push(settled) },
    );
    expect(outcomes).toEqual([
      { item: 'a', ok: true },
      { item: 'b', ok: false, message: 'Store locked', error: new Error('Store locked') },
      { item: 'c', ok: true },
      { item: 'd', ok: false, message: 'plain text', error: 'plain text' },
    ]);
    expect(progress).toEqual([1, 2, 3, 4]);
  });

  it('an empty selection makes no call', async () => {
    let calls = 0;
    expect(
      await runBulk([], async () => {
        calls += 1;
      }),
    ).toEqual([]);
    expect(calls).toBe(0);
  });

  it('Stop: once aborted no new call starts; the calls under way finish and are reported', async () => {
    const stop = new AbortController();
    const started: number[] = [];
    const outcomes = await runBulk(
      [1, 2, 3, 4, 5, 6, 7, 8],
      async (item) => {
        started.push(item);
        if (item === 3) stop.abort();
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      { concurrency: 2, signal: stop.signal },
    );
    expect(started).toEqual([1, 2, 3]);
    expect(outcomes.map((outcome) => outcome.item)).toEqual([1, 2, 3]);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
  });
});
