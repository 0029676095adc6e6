import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyLocaleFromUrl,
  createI18nProvider,
  getMessages,
  i18nProvider,
  offeredLocales,
  seedDefaultLocale,
} from '../../../src/i18n';
import en from '../../../src/i18n/english';
import { LOCALE_STORE_KEY } from '../../../src/i18n/locales';
import { flattenMessages } from '../../../src/i18n/merge';
import { localeCodes, localeList, messagesOf, translationCodes } from './localeFiles';

afterEach(() => vi.restoreAllMocks());

describe('getMessages', () => {
  it('returns English synchronously (react-admin needs the default locale at once)', () => {
    const messages = getMessages('en');
    expect(messages).not.toBeInstanceOf(Promise);
    expect(messages).toBe(en);
  });

  it.each(translationCodes)('loads %s lazily, as a Promise of all its JSON files merged', async (locale) => {
    const pending = getMessages(locale);
    expect(pending).toBeInstanceOf(Promise);
    const messages = flattenMessages(await pending);
    expect(messages).toEqual(messagesOf(locale));
  });

  it('builds the pseudo-locale from English on demand', async () => {
    const pending = getMessages('en-XA');
    expect(pending).toBeInstanceOf(Promise);
    const messages = flattenMessages(await pending);
    expect(messages['app.title']).toMatch(/^⟦[^A-Za-z]+⟧$/);
  });
});

describe('i18nProvider', () => {
  it('starts in English with the spec texts', () => {
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('app.menu.stores')).toBe('Manage Stores');
  });

  it('keeps allowMissing after a locale change: an unknown key interpolates, no warning', async () => {
    const provider = createI18nProvider();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await provider.changeLocale('fr');
    expect(provider.getLocale()).toBe('fr');
    expect(provider.translate('app.menu.stores')).toBe('Gérer les commerces');
    expect(provider.translate('Not a key, %{count} items', { count: 3 })).toBe('Not a key, 3 items');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('follows the locale in the document title and <html lang>', async () => {
    const provider = createI18nProvider();
    expect(document.title).toBe('Admin console');
    await provider.changeLocale('es');
    expect(document.title).toBe('Consola de administración');
    expect(document.documentElement.lang).toBe('es');
    await provider.changeLocale('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers the locales of locales.json, and the pseudo-locale only in development or once chosen', () => {
    const codes = (list: { locale: string }[]) => list.map((entry) => entry.locale);
    expect(codes(offeredLocales('en', false))).toEqual(localeCodes);
    expect(codes(offeredLocales('en', true))).toEqual([...localeCodes, 'en-XA']);
    expect(codes(offeredLocales('en-XA', false))).toContain('en-XA');
  });
});

describe('applyLocaleFromUrl', () => {
  it('stores a known ?locale= in react-admin’s store key, as the switcher would', () => {
    applyLocaleFromUrl('?locale=en-XA&email=a@b.c', window.localStorage);
    expect(window.localStorage.getItem(LOCALE_STORE_KEY)).toBe('"en-XA"');
  });

  it('ignores unknown locales', () => {
    applyLocaleFromUrl('?locale=xx', window.localStorage);
    expect(window.localStorage.getItem(LOCALE_STORE_KEY)).toBeNull();
  });
});

describe('seedDefaultLocale', () => {
  it('stores English when no locale was chosen, so the first render needs no second pass', () => {
    window.localStorage.removeItem(LOCALE_STORE_KEY);
    seedDefaultLocale(window.localStorage);
    expect(window.localStorage.getItem(LOCALE_STORE_KEY)).toBe('"en"');
  });

  it('leaves a chosen locale alone', () => {
    window.localStorage.setItem(LOCALE_STORE_KEY, '"fr"');
    seedDefaultLocale(window.localStorage);
    expect(window.localStorage.getItem(LOCALE_STORE_KEY)).toBe('"fr"');
  });
});

describe('locale list (src/i18n/locales.json)', () => {
  it('lists exactly the locale folders of src/i18n (adding one = a folder + an entry)', async () => {
    const { readdirSync } = await import('node:fs');
    const folders = readdirSync('src/i18n', { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() && readdirSync(`src/i18n/${entry.name}`).some((f) => f.endsWith('.json')),
      )
      .map((entry) => entry.name)
      .sort();
    expect([...localeCodes].sort()).toEqual(folders);
  });

  it('gives each locale its own name and a writing direction, English first', () => {
    expect(localeList[0]).toEqual({ code: 'en', name: 'English', direction: 'ltr' });
    for (const entry of localeList) {
      expect(entry.name.trim(), entry.code).not.toBe('');
      expect(['ltr', 'rtl'], entry.code).toContain(entry.direction);
    }
    expect(new Set(localeCodes).size).toBe(localeCodes.length);
  });

  it('sets <html dir> from the entry', async () => {
    const provider = createI18nProvider();
    for (const code of localeCodes) {
      await provider.changeLocale(code);
      expect(document.documentElement.dir).toBe(localeList.find((entry) => entry.code === code)!.direction);
    }
    await provider.changeLocale('en');
  });
});
