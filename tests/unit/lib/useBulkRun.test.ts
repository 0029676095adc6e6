import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { journal } from '../../../src/lib/appCaches';
import { useBulkRun } from '../../../src/lib/useBulkRun';

/** A call that settles when the test says so. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useBulkRun', () => {
  it('runs each item in one journal batch, shows the progress, then gives the done and the failed', async () => {
    const end = vi.fn();
    const begin = vi.spyOn(journal, 'beginBatch').mockReturnValue({ end });
    const calls = { a: deferred(), b: deferred(), c: deferred() };
    const { result } = renderHook(() => useBulkRun());
    expect(result.current.progress).toBeUndefined();

    let run!: Promise<unknown>;
    act(() => {
      run = result.current.run(['a', 'b', 'c'] as const, (item) => calls[item].promise, {
        resource: 'stores',
        action: 'mark_registered',
        concurrency: 2,
      });
    });
    expect(begin).toHaveBeenCalledWith('stores', 'mark_registered');
    expect(result.current.progress).toEqual({ settled: 0, total: 3 });
    expect(result.current.isRunning()).toBe(true);

    await act(async () => {
      calls.a.resolve();
      calls.b.reject(new Error('Store locked'));
      await Promise.resolve();
    });
    expect(result.current.progress).toEqual({ settled: 2, total: 3 });
    expect(end).not.toHaveBeenCalled();

    let outcome: unknown;
    await act(async () => {
      calls.c.resolve();
      outcome = await run;
    });
    expect(outcome).toMatchObject({
      done: ['a', 'c'],
      failed: [{ item: 'b', ok: false, message: 'Store locked' }],
      outcomes: [
        { item: 'a', ok: true },
        { item: 'b', ok: false },
        { item: 'c', ok: true },
      ],
    });
    expect(end).toHaveBeenCalledTimes(1);
    expect(result.current.progress).toBeUndefined();
    expect(result.current.isRunning()).toBe(false);
  });

  it('starts no second run while one is under way, nor a run of nothing', async () => {
    vi.spyOn(journal, 'beginBatch').mockReturnValue({ end: vi.fn() });
    const first = deferred();
    const call = vi.fn(() => first.promise);
    const { result } = renderHook(() => useBulkRun());

    let run!: Promise<unknown>;
    act(() => {
      run = result.current.run([1], call, { resource: 'users', action: 'delete' });
    });
    let second: unknown = 'not yet';
    await act(async () => {
      second = await result.current.run([2, 3], call, { resource: 'users', action: 'delete' });
    });
    expect(second).toBeUndefined();
    expect(call).toHaveBeenCalledTimes(1);

    await act(async () => {
      first.resolve();
      await run;
    });
    let empty: unknown = 'not yet';
    await act(async () => {
      empty = await result.current.run([], call, { resource: 'users', action: 'delete' });
    });
    expect(empty).toBeUndefined();
    expect(call).toHaveBeenCalledTimes(1);
    expect(journal.beginBatch).toHaveBeenCalledTimes(1);
  });
});
