import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneShotWorker } from '../../../src/lib/oneShotWorker';

type Reply = { type: 'progress'; done: number } | { type: 'done'; value: string } | { type: 'failed' };

/** A worker that answers each message with `replies`, or fails to load. */
class FakeWorker {
  static replies: Reply[] = [];
  static fails = false;
  static terminated = 0;
  onmessage: ((event: { data: Reply }) => void) | null = null;
  onerror: ((event: { preventDefault: () => void }) => void) | null = null;
  postMessage() {
    queueMicrotask(() => {
      if (FakeWorker.fails) this.onerror?.({ preventDefault: () => undefined });
      else for (const data of FakeWorker.replies) this.onmessage?.({ data });
    });
  }
  terminate() {
    FakeWorker.terminated += 1;
  }
}

const read =
  (progress: number[]) =>
  (reply: Reply): { value: string } | { error: Error } | undefined => {
    if (reply.type === 'progress') {
      progress.push(reply.done);
      return undefined;
    }
    return reply.type === 'done' ? { value: reply.value } : { error: new Error('failed') };
  };

describe('oneShotWorker: one request to a worker of its own, else on the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.fails = false;
    FakeWorker.terminated = 0;
  });

  it('answers with the worker’s value after its progress, and ends the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.replies = [
      { type: 'progress', done: 0.5 },
      { type: 'done', value: 'from the worker' },
    ];
    const progress: number[] = [];
    const here = vi.fn(async () => 'on the page');
    const make = () => new Worker('x') as Worker;
    expect(await oneShotWorker(make, 'ask', read(progress), here)).toBe('from the worker');
    expect(progress).toEqual([0.5]);
    expect(here).not.toHaveBeenCalled();
    expect(FakeWorker.terminated).toBe(1);
  });

  it('rejects with the worker’s error', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.replies = [{ type: 'failed' }];
    await expect(
      oneShotWorker(
        () => new Worker('x') as Worker,
        'ask',
        read([]),
        async () => 'here',
      ),
    ).rejects.toThrow('failed');
  });

  it('does the work on the page when the worker cannot load, or there is no Worker', async () => {
    const run = () =>
      oneShotWorker(
        () => new Worker('x') as Worker,
        'ask',
        read([]),
        async () => 'here',
      );
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.fails = true;
    expect(await run()).toBe('here');
    vi.stubGlobal('Worker', undefined);
    expect(await run()).toBe('here');
  });
});
