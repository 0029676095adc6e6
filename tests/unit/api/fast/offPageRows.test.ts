import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RowsOutcome, RowsRequest } from '../../../../src/api/fast/rowsWithId';

const request: RowsRequest = {
  url: 'http://api.test/users',
  method: 'GET',
  headers: [],
  id: 'u1',
  idFields: ['_id'],
  timeoutMs: 100,
};

/** A stand-in for the rows worker: answers each read with `answer`, records what it was sent. */
function fakeWorker(answer: (id: number) => RowsOutcome | 'fail' | 'silent', batches: unknown[][] = []) {
  const sent: unknown[] = [];
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { preventDefault(): void }) => void) | null = null;
    terminate = vi.fn();
    postMessage(message: { type: string; id: number }) {
      sent.push(message);
      if (message.type === 'abort') {
        setTimeout(() => this.onmessage?.({ data: { id: message.id, outcome: { failure: 'abort' } } }));
        return;
      }
      const outcome = answer(message.id);
      // A whole list's batches come first, each a message of its own.
      for (const rows of batches) setTimeout(() => this.onmessage?.({ data: { id: message.id, rows } }));
      setTimeout(() => {
        if (outcome === 'fail') this.onerror?.({ preventDefault() {} });
        else if (outcome !== 'silent') this.onmessage?.({ data: { id: message.id, outcome } });
      });
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('readRowsOffPage: the page side of the rows worker', () => {
  it('without workers, says so (http.ts then reads on the page)', async () => {
    vi.stubGlobal('Worker', undefined);
    const { readRowsOffPage, OffPageUnavailable } = await import('../../../../src/api/fast/offPageRows');
    await expect(readRowsOffPage(request)).rejects.toBeInstanceOf(OffPageUnavailable);
  });

  it("hands back the worker's reply, and fails as the page's fetch would", async () => {
    const replies: RowsOutcome[] = [
      { reply: { status: 200, contentType: 'application/json', text: '[]' } },
      { failure: 'timeout' },
      { failure: 'network', message: 'Failed to fetch' },
    ];
    fakeWorker(() => replies.shift()!);
    const { readRowsOffPage } = await import('../../../../src/api/fast/offPageRows');
    expect(await readRowsOffPage(request)).toEqual({
      status: 200,
      contentType: 'application/json',
      text: '[]',
    });
    await expect(readRowsOffPage(request)).rejects.toMatchObject({ message: 'app.errors.timeout' });
    await expect(readRowsOffPage(request)).rejects.toBeInstanceOf(TypeError);
  });

  it('an abort tells the worker and ends the read as an AbortError', async () => {
    const sent = fakeWorker(() => 'silent');
    const { readRowsOffPage } = await import('../../../../src/api/fast/offPageRows');
    const controller = new AbortController();
    const reading = readRowsOffPage(request, controller.signal);
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toEqual([
      expect.objectContaining({ type: 'read', request }),
      { type: 'abort', id: (sent[0] as { id: number }).id },
    ]);
  });

  it('a worker that cannot load fails its reads as unavailable, and is not used again', async () => {
    fakeWorker(() => 'fail');
    const { readRowsOffPage, OffPageUnavailable } = await import('../../../../src/api/fast/offPageRows');
    await expect(readRowsOffPage(request)).rejects.toBeInstanceOf(OffPageUnavailable);
    await expect(readRowsOffPage(request)).rejects.toBeInstanceOf(OffPageUnavailable);
  });

  it('a whole list: the batches put back where the reply had its list, in order', async () => {
    const whole = { json: { status: 1, data: [] }, path: ['data'] };
    fakeWorker(
      () => ({ reply: { status: 200, contentType: 'application/json', text: '', whole } }),
      [[{ _id: 'a' }, { _id: 'b' }], [{ _id: 'c' }]],
    );
    const { readRowsOffPage } = await import('../../../../src/api/fast/offPageRows');
    const { id: _none, idFields: _fields, ...wholeRequest } = request;
    const reply = await readRowsOffPage(wholeRequest);
    expect(reply.whole).toEqual({
      json: { status: 1, data: [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }] },
      path: ['data'],
    });
  });
});
