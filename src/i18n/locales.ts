import type { Locale } from 'react-admin';
import list from './locales.json';

/**
 * The locales of the console, read from `locales.json` (a translator adds one entry there and a
 * folder `src/i18n/<code>/` of JSON files; no code changes). Names are endonyms: a language is
 * listed in its own language, in every locale (so they are not translated).
 */
export interface LocaleEntry {
  /** BCP 47 code, also the folder name under src/i18n/. */
  code: string;
  /** The language's name in that language. */
  name: string;
  /** Writing direction, set on <html dir>. */
  direction: 'ltr' | 'rtl';
}

export const DEFAULT_LOCALE = 'en';
export const PSEUDO_LOCALE = 'en-XA';

export const localeEntries: readonly LocaleEntry[] = list as LocaleEntry[];

export const locales: Locale[] = localeEntries.map(({ code, name }) => ({ locale: code, name }));

/** Development-only locale; in a production build it is reachable by ?locale=en-XA only. */
export const pseudoLocale: Locale = { locale: PSEUDO_LOCALE, name: '⟦Pseudo en-XA⟧' };

/** react-admin's store key for the chosen locale (its default localStorage store). */
export const LOCALE_STORE_KEY = 'RaStore.locale';

export const isKnownLocale = (code: string): boolean =>
  code === PSEUDO_LOCALE || locales.some((entry) => entry.locale === code);

/** 'rtl' for locales listed so in locales.json, else 'ltr' (the pseudo-locale, unknown codes). */
export const directionOf = (code: string): string =>
  localeEntries.find((entry) => entry.code === code)?.direction ?? 'ltr';
