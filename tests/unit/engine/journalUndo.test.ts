import { describe, expect, it } from 'vitest';
import { type AnyResource, undoEntry, undoPlan } from '../../../src/engine';
import type { Agent } from '../../../src/resources/agents/record';
import { resources } from '../../../src/resources/registry';
import type { Store } from '../../../src/resources/stores/record';
import type { User } from '../../../src/resources/users/record';
import { mockPlatform } from '../support/resourceScreens';
import { journaledProviders } from './journalSupport';

/**
 * Undo of the journal's entries: the real declarations against the
 * embedded platform (a fresh seed per test); "another admin" writes to its data in between.
 */
const platform = mockPlatform();
const byName = new Map(resources.map((resource) => [resource.name, resource as AnyResource]));
const resourceOf = (name: string) => byName.get(name)!;

const setup = journaledProviders();

describe('undo', () => {
  it('an edit: the platform holds the old values again; the entry says it was undone', async () => {
    const { provider, journal, last } = setup();
    const user = platform.db.collection<User>('users')[0]!;
    const old = user.tagLine;
    const seen = (await provider.getOne('users', { id: user._id })).data;
    await provider.update('users', { id: user._id, data: { ...seen, tagLine: 'Oops' }, previousData: seen });
    const entry = last();
    expect(undoPlan(entry, resourceOf)).toEqual({ possible: true });
    expect(await undoEntry(entry, provider, resourceOf)).toEqual({ kind: 'done' });
    expect(platform.db.collection<User>('users')[0]!.tagLine).toBe(old);
    expect(journal.find(entry.id)?.undoneBy).toBe(last().id);
    expect(last()).toMatchObject({
      kind: 'update',
      undoes: entry.id,
      changes: [{ field: 'tagLine', before: 'Oops', after: old }],
    });
    expect(undoPlan(journal.find(entry.id)!, resourceOf)).toEqual({ possible: false, reason: 'undone' });
  });

  it('an edit someone changed since: a conflict, nothing overwritten; the admin’s choice then writes', async () => {
    const { provider, last } = setup();
    const user = platform.db.collection<User>('users')[0]!;
    const seen = (await provider.getOne('users', { id: user._id })).data;
    await provider.update('users', { id: user._id, data: { ...seen, tagLine: 'Mine' }, previousData: seen });
    const entry = last();
    user.tagLine = 'A colleague’s line';
    const outcome = await undoEntry(entry, provider, resourceOf);
    expect(outcome.kind).toBe('conflict');
    expect(platform.db.collection<User>('users')[0]!.tagLine).toBe('A colleague’s line');
    if (outcome.kind !== 'conflict') return;
    expect(outcome.error.conflicts.map((conflict) => conflict.field)).toEqual(['tagLine']);
    // "Theirs" for the tag line: nothing left to write but what was already there.
    const theirs = { ...outcome.error.yours, tagLine: outcome.error.current!.tagLine };
    expect(await outcome.retry(theirs, outcome.error.current!)).toEqual({ kind: 'done' });
    expect(platform.db.collection<User>('users')[0]!.tagLine).toBe('A colleague’s line');
  });

  it('a deleted store comes back (a new record, a new id); a deleted user cannot, and says why', async () => {
    const { provider, last } = setup();
    const store = platform.db.collection<Store>('stores')[0]!;
    const { data: listed } = await provider.getOne('stores', { id: store._id });
    await provider.delete('stores', { id: store._id, previousData: listed });
    const outcome = await undoEntry(last(), provider, resourceOf);
    expect(outcome).toMatchObject({ kind: 'done' });
    const back = platform.db
      .collection<Store>('stores')
      .find((candidate) => candidate.businessName === store.businessName);
    expect(back).toBeDefined();
    expect(back!._id).not.toBe(store._id);
    expect(back).toMatchObject({ email: store.email, phone: store.phone });

    const user = platform.db.collection<User>('users')[1]!;
    await provider.delete('users', { id: user._id, previousData: { ...user, id: user._id } });
    expect(undoPlan(last(), resourceOf)).toEqual({ possible: false, reason: 'no_create' });
  });

  it('a deleted agent comes back from the platform’s fields: names, e-mail, phone, reference', async () => {
    const { provider, last } = setup();
    const agent = platform.db
      .collection<Agent>('agents')
      .find((candidate) => candidate.countryCode === '+1')!;
    const { data: listed } = await provider.getOne('agents', { id: agent._id });
    await provider.delete('agents', { id: agent._id, previousData: listed });
    expect(await undoEntry(last(), provider, resourceOf)).toMatchObject({ kind: 'done' });
    const back = platform.db.collection<Agent>('agents').find((candidate) => candidate.email === agent.email);
    expect(back).toMatchObject({
      first_name: agent.first_name,
      last_name: agent.last_name,
      phone: agent.phone,
      countryCode: '+1',
      referralNumber: agent.referralNumber,
    });
    expect(back!._id).not.toBe(agent._id);
  });

  it('a deleted agent abroad comes back with its own country code', async () => {
    const { provider, last } = setup();
    const agent = platform.db.collection<Agent>('agents')[0]!;
    agent.countryCode = '+44';
    agent.phone = '2079460958';
    const { data: listed } = await provider.getOne('agents', { id: agent._id });
    await provider.delete('agents', { id: agent._id, previousData: listed });
    expect(await undoEntry(last(), provider, resourceOf)).toMatchObject({ kind: 'done' });
    expect(
      platform.db.collection<Agent>('agents').find((candidate) => candidate.email === agent.email),
    ).toMatchObject({
      countryCode: '+44',
      phone: '2079460958',
    });
  });

  it('a bulk status change over 3 coupons is undone as a batch: all 3 are back, with a report', async () => {
    const { provider, journal, last } = setup();
    const three = (
      await provider.getList('coupons', {
        pagination: { page: 1, perPage: 3 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).data;
    const batch = journal.beginBatch('coupons', 'set_status');
    await Promise.all(
      three.map((coupon) =>
        provider.update('coupons', {
          id: coupon.id,
          data: { ...coupon, status: 'expired' },
          previousData: coupon,
        }),
      ),
    );
    batch.end();
    const statusOf = async () =>
      (await provider.getMany('coupons', { ids: three.map((coupon) => coupon.id) })).data.map(
        (coupon) => coupon.status,
      );
    expect(await statusOf()).toEqual(['expired', 'expired', 'expired']);
    expect(await undoEntry(last(), provider, resourceOf, journal)).toEqual({
      kind: 'batch',
      done: 3,
      failed: [],
    });
    expect(await statusOf()).toEqual(three.map((coupon) => coupon.status));
    expect(last()).toMatchObject({ kind: 'batch', items: [{}, {}, {}] });
  });
});
