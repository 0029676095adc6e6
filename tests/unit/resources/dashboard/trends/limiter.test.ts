import { describe, expect, test } from 'vitest';
import { createLimiter } from '../../../../../src/resources/dashboard/trends/limiter';
import { deferred } from '../../../pages/renderPage';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLimiter', () => {
  test('runs at most `max` tasks at once, the rest in order as slots free up', async () => {
    const limiter = createLimiter(2);
    const held = [deferred<string>(), deferred<string>(), deferred<string>(), deferred<string>()];
    const started: number[] = [];
    const results = held.map((d, i) =>
      limiter.run(() => {
        started.push(i);
        return d.promise;
      }),
    );
    const firstFails = expect(results[0]).rejects.toThrow('down');
    await tick();
    expect(started).toEqual([0, 1]);
    expect(limiter.active).toBe(2);
    held[1]?.resolve('b');
    await tick();
    expect(started).toEqual([0, 1, 2]);
    held[0]?.reject(new Error('down'));
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    held[2]?.resolve('c');
    held[3]?.resolve('d');
    await firstFails;
    await expect(Promise.all(results.slice(1))).resolves.toEqual(['b', 'c', 'd']);
    expect(limiter.active).toBe(0);
  });

  test('a queued task whose signal aborts is never started', async () => {
    const limiter = createLimiter(1);
    const first = deferred<void>();
    let secondStarted = false;
    void limiter.run(() => first.promise);
    const controller = new AbortController();
    const second = limiter.run(async () => {
      secondStarted = true;
    }, controller.signal);
    controller.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    first.resolve();
    await tick();
    expect(secondStarted).toBe(false);
    expect(limiter.active).toBe(0);
  });

  test('a task that throws synchronously frees its slot', async () => {
    const limiter = createLimiter(1);
    await expect(
      limiter.run(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });
});
