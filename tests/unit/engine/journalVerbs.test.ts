import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../src/resources/agents/record';
import type { Store } from '../../../src/resources/stores/record';
import type { User } from '../../../src/resources/users/record';
import { mockPlatform } from '../support/resourceScreens';
import { journaledProviders } from './journalSupport';

/**
 * The journal's entries, per kind of write: the real declarations against the embedded
 * platform (a fresh seed per test); "another admin" writes to its data in between.
 */
const platform = mockPlatform();

const setup = journaledProviders();

describe('journal entries, per kind of write', () => {
  it('an edit: the fields changed, before (as the platform held it) → after; confirmed', async () => {
    const { provider, last } = setup();
    const user = platform.db.collection<User>('users')[0]!;
    const seen = (await provider.getOne('users', { id: user._id })).data;
    await provider.update('users', {
      id: user._id,
      data: { ...seen, tagLine: 'New line' },
      previousData: seen,
    });
    expect(last()).toMatchObject({
      kind: 'update',
      resource: 'users',
      recordId: user._id,
      recordName: user.fullName,
      admin: 'admin@example.com',
      result: 'confirmed',
      changes: [{ field: 'tagLine', before: seen.tagLine, after: 'New line' }],
    });
  });

  it('an edit refused by the stale-write guard: "conflict", nothing written', async () => {
    const { provider, last } = setup();
    const user = platform.db.collection<User>('users')[0]!;
    const seen = (await provider.getOne('users', { id: user._id })).data;
    user.tagLine = 'A colleague’s line';
    await expect(
      provider.update('users', { id: user._id, data: { ...seen, tagLine: 'Mine' }, previousData: seen }),
    ).rejects.toMatchObject({ status: 409 });
    expect(last()).toMatchObject({
      kind: 'update',
      result: 'conflict',
      message: 'app.stale.skipped_conflict',
    });
  });

  it('a delete keeps the record as it was; a failed one says why', async () => {
    const { provider, last } = setup();
    const store = platform.db.collection<Store>('stores')[0]!;
    const { data: listed } = await provider.getOne('stores', { id: store._id });
    await provider.delete('stores', { id: store._id, previousData: listed });
    expect(last()).toMatchObject({ kind: 'delete', recordName: store.businessName, result: 'confirmed' });
    expect(last().before).toMatchObject({ businessName: store.businessName, email: store.email });
    await expect(provider.delete('stores', { id: store._id, previousData: listed })).rejects.toBeTruthy();
    expect(last()).toMatchObject({ kind: 'delete', result: 'failed', message: 'Store not found' });
  });

  it('a delete lists each of the record’s own fields once, not the columns the list composes (#50)', async () => {
    const { provider, last } = setup();
    const agent = platform.db
      .collection<Agent>('agents')
      .find((candidate) => candidate.countryCode === '+1')!;
    // As the list holds it: with its Full Name and its phone with the country code.
    const { data: listed } = await provider.getOne('agents', { id: agent._id });
    expect(listed).toMatchObject({ fullName: `${agent.first_name} ${agent.last_name}` });
    await provider.delete('agents', { id: agent._id, previousData: listed });
    expect(last().changes).toEqual([
      { field: 'first_name', before: agent.first_name, after: undefined },
      { field: 'last_name', before: agent.last_name, after: undefined },
      { field: 'email', before: agent.email, after: undefined },
      { field: 'phone', before: agent.phone, after: undefined },
      { field: 'referralNumber', before: agent.referralNumber, after: undefined },
    ]);
    // The undo's copy is the whole record.
    expect(last().before).toMatchObject({ countryCode: '+1', phone: agent.phone, fullName: listed.fullName });

    const user = platform.db.collection<User>('users')[0]!;
    await provider.delete('users', { id: user._id, previousData: { ...user, id: user._id } });
    expect(last().changes.map((change) => change.field)).toEqual([
      'fullName',
      'email',
      'phone',
      'tagLine',
      'userName',
    ]);
    const store = platform.db
      .collection<Store>('stores')
      .find((candidate) => candidate.contactPerson && candidate.website)!;
    const { data: shop } = await provider.getOne('stores', { id: store._id });
    await provider.delete('stores', { id: store._id, previousData: shop });
    const fields = last().changes.map((change) => change.field);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields).toEqual(
      expect.arrayContaining(['businessName', 'phone', 'contactPerson', 'email', 'website']),
    );
    expect(fields).not.toContain('countryCode');
  });

  it('a create, updateMany as one batch entry, and a declared action', async () => {
    const { provider, journal, last } = setup();
    await provider.create('agents', {
      data: {
        first_name: 'Nora',
        last_name: 'Agent',
        email: 'nora.agent@example.com',
        phone: '+12015550123',
        referralNumber: 'R-77',
      },
    });
    expect(last()).toMatchObject({ kind: 'create', resource: 'agents', result: 'confirmed' });
    expect(last().recordId).toBeTruthy();
    // A bulk status change (as the list's bulk action runs it): one entry, a record each.
    const batch = journal.beginBatch('coupons', 'set_status');
    const two = (
      await provider.getList('coupons', {
        pagination: { page: 1, perPage: 2 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).data;
    for (const coupon of two)
      await provider.update('coupons', {
        id: coupon.id,
        data: { ...coupon, status: 'expired' },
        previousData: coupon,
      });
    batch.end();
    expect(last()).toMatchObject({ kind: 'batch', action: 'set_status', result: 'confirmed' });
    expect(last().items!.map((item) => [item.recordId, item.changes])).toEqual(
      two.map((coupon) => [
        String(coupon.id),
        [{ field: 'status', before: coupon.status, after: 'expired' }],
      ]),
    );
    const store = platform.db.collection<Store>('stores').find((candidate) => !candidate.isRegistered)!;
    await (provider as unknown as { markRegistered: (p: { id: string }) => Promise<unknown> }).markRegistered(
      { id: store._id },
    );
    expect(last()).toMatchObject({
      kind: 'action',
      action: 'markRegistered',
      recordId: store._id,
      result: 'confirmed',
    });
    expect(journal.entries()).toHaveLength(3);
  });
});
