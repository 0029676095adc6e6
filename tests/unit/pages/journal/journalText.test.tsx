import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../../src/i18n';
import type { JournalEntry } from '../../../../src/lib/journal';
import { displayPhone } from '../../../../src/lib/phoneNumbers';
import { showsPhone, useJournalText } from '../../../../src/pages/journal/journalText';

const inLocale = (locale: string) => {
  const store = memoryStore({ locale });
  const i18nProvider = createI18nProvider();
  return ({ children }: { children: ReactNode }) => (
    <AdminContext i18nProvider={i18nProvider} store={store}>
      {children}
    </AdminContext>
  );
};

const entry = (fields: Partial<JournalEntry>): JournalEntry => ({
  id: 'e1',
  at: 0,
  admin: 'admin@example.com',
  resource: 'agents',
  recordName: 'Sam Carter',
  kind: 'delete',
  changes: [],
  result: 'confirmed',
  ...fields,
});

const deletedAgent = entry({
  changes: [
    { field: 'first_name', before: 'Sam', after: undefined },
    { field: 'phone', before: '4155550123', after: undefined },
  ],
  before: { first_name: 'Sam', phone: '4155550123', countryCode: '+1', phoneNumber: '+1 4155550123' },
});

describe('the journal’s values, as the list shows them', () => {
  it('a deleted agent’s phone with its country code, in the one international format', async () => {
    const { result } = renderHook(() => useJournalText(), { wrapper: inLocale('en') });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(showsPhone(deletedAgent)).toBe(true);
    expect(result.current.fieldValue(deletedAgent, 'phone', '4155550123', displayPhone)).toBe(
      '+1 415 555 0123',
    );
    // Until the formatter is there: the code and the number, as the list's cell meanwhile.
    expect(result.current.fieldValue(deletedAgent, 'phone', '4155550123')).toBe('+1 4155550123');
    expect(result.current.fieldValue(deletedAgent, 'first_name', 'Sam')).toBe('Sam');
  });

  it('a store’s yes/no and a coupon’s date in the admin’s language; no phone, no formatter', async () => {
    const { result } = renderHook(() => useJournalText(), { wrapper: inLocale('fr') });
    await waitFor(() => expect(result.current).not.toBeNull());
    const store = entry({
      resource: 'stores',
      kind: 'update',
      changes: [{ field: 'isRegistered', before: false, after: true }],
    });
    expect(showsPhone(store)).toBe(false);
    expect(result.current.fieldValue(store, 'isRegistered', true)).toBe('Oui');
    const coupon = entry({ resource: 'coupons', kind: 'update' });
    expect(result.current.fieldValue(coupon, 'startDate', '2026-03-04T00:00:00.000Z')).toBe('04/03/2026');
    expect(result.current.fieldValue(coupon, 'title', '')).toBe('(vide)');
  });
});
