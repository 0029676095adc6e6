import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/i18n';
import { DocumentTitle } from '../../../src/i18n/DocumentTitle';
import { formatDate, formatNumber, useFormatDate, useFormatNumber } from '../../../src/i18n/format';

const inLocale = (locale: string) => {
  const store = memoryStore({ locale });
  const i18nProvider = createI18nProvider();
  return ({ children }: { children: ReactNode }) => (
    <AdminContext i18nProvider={i18nProvider} store={store}>
      {children}
    </AdminContext>
  );
};

describe('formatDate: one format per language, the same in lists and pickers', () => {
  it("English and the pseudo-locale: the spec's yyyy-MM-dd, and its feed format", () => {
    expect(formatDate('2026-11-21', 'en')).toBe('2026-11-21');
    expect(formatDate('2025-01-10', 'en')).toBe('2025-01-10');
    expect(formatDate('2026-11-21T15:04:00', 'en', 'dateTime')).toBe('2026-11-21 03:04 PM');
    expect(formatDate('2026-11-21', 'en-XA')).toBe('2026-11-21');
  });

  it('other languages: their own day-first order, a 24-hour time', () => {
    expect(formatDate('2025-01-10', 'fr')).toBe('10/01/2025');
    expect(formatDate('2025-01-10', 'es')).toBe('10/01/2025');
    expect(formatDate('2025-01-10', 'de')).toBe('10.01.2025');
    expect(formatDate('2026-11-21T15:04:00', 'fr', 'dateTime')).toBe('21/11/2026 15:04');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDate('soon', 'fr')).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatDate('soon', 'en', 'dateTime')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups and marks decimals by locale', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber('1234567.5', 'fr')).toBe(new Intl.NumberFormat('fr').format(1234567.5));
    expect(formatNumber(1234567.5, 'es')).toBe(new Intl.NumberFormat('es').format(1234567.5));
    expect(formatNumber(450000, 'en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).toBe(
      '$450,000',
    );
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatNumber('abc', 'en')).toBe('');
    expect(formatNumber('', 'en')).toBe('');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
  });
});

describe('useFormatDate / useFormatNumber', () => {
  it('follow the active locale', async () => {
    const { result } = renderHook(() => ({ date: useFormatDate(), number: useFormatNumber() }), {
      wrapper: inLocale('fr'),
    });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.date('2026-11-21T15:04:00', 'dateTime')).toContain('15:04');
    expect(result.current.number(1234.5)).toBe(new Intl.NumberFormat('fr').format(1234.5));
  });

  it('use the spec formats in English', () => {
    const { result } = renderHook(() => useFormatDate(), { wrapper: inLocale('en') });
    expect(result.current('2026-01-02')).toBe('2026-01-02');
  });
});

describe('DocumentTitle', () => {
  it("names the screen and the console in the active locale's words", async () => {
    const Wrapper = inLocale('fr');
    render(
      <Wrapper>
        <DocumentTitle titleKey="app.menu.stores" />
        <span>ready</span>
      </Wrapper>,
    );
    await screen.findByText('ready');
    await waitFor(() => expect(document.title).toBe("Gérer les commerces – Console d'administration"));
  });
});

describe('date cells of the generated lists', () => {
  it('follow the console language like every other date (they kept DD/MM/YYYY in every language)', async () => {
    const { cellFor } = await import('../../../src/engine/fieldKinds');
    const { RecordContextProvider } = await import('react-admin');
    const Wrapper = inLocale('de');
    render(
      <Wrapper>
        <RecordContextProvider value={{ id: 1, startDate: '2026-11-21' }}>
          {cellFor({ source: 'startDate', kind: 'date' })}
        </RecordContextProvider>
      </Wrapper>,
    );
    expect(await screen.findByText('21.11.2026')).toBeInTheDocument();
  });
});
