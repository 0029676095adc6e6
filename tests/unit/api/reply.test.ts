import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { checkReply, failureUnder, refuses } from '../../../src/api/reply';

describe('the one reply rule (src/api/reply.ts)', () => {
  it('a 2xx reply succeeds unless it says status/success 0 or false, in the body or under data', () => {
    for (const body of [{ message: 'Coupon Added Sucessfully' }, null, '', [], { status: 1 }, { data: {} }]) {
      expect(refuses(body), JSON.stringify(body)).toBe(false);
    }
    for (const body of [
      { status: 0 },
      { status: false },
      { status: '0' },
      { success: 0 },
      { success: 'false' },
      { data: { status: 0 } },
    ]) {
      expect(refuses(body), JSON.stringify(body)).toBe(true);
    }
  });

  it('a field the spec reads decides alone: absent or another value refuses', () => {
    const rule = { reads: 'success' };
    expect(refuses({ success: 1 }, rule)).toBe(false);
    expect(refuses({ data: { success: true } }, rule)).toBe(false);
    expect(refuses({ message: 'Updated' }, rule)).toBe(true);
    expect(refuses({ success: 2 }, rule)).toBe(true);
    expect(refuses({ success: 1, status: 0 }, rule)).toBe(false);
  });

  it('the refusal shows the spec fixed text, else the server message, else the fallback', () => {
    expect(() => checkReply({ success: 0, message: 'x' }, { reads: 'success', refused: 'fixed' })).toThrow(
      'fixed',
    );
    expect(() => checkReply({ status: 0, message: 'Email taken' })).toThrow('Email taken');
    expect(() => checkReply({ status: 0 }, { fallback: 'ra.auth.sign_in_error' })).toThrow(
      'ra.auth.sign_in_error',
    );
    expect(() => checkReply({ status: 0 })).toThrow('app.errors.something_wrong');
    expect(checkReply({ message: 'Done' })).toEqual({ message: 'Done' });
  });

  it('declared texts for failed replies and for an unreachable server; a 401 keeps its meaning', () => {
    const rule = { failed: 'fixed failure', offline: 'offline text' };
    expect((failureUnder(new HttpError('boom', 500), rule) as Error).message).toBe('fixed failure');
    expect((failureUnder(new HttpError('app.errors.network', 0), rule) as Error).message).toBe(
      'offline text',
    );
    expect((failureUnder(new HttpError('Please authenticate', 401), rule) as Error).message).toBe(
      'Please authenticate',
    );
    expect((failureUnder(new HttpError('boom', 500), {}) as Error).message).toBe('boom');
  });
});
