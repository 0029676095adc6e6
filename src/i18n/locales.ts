import type { Locale } from 'react-admin';

/**
 * The locales of the console. Adding a language = one folder src/i18n/<code>/ (index.ts
 * merging its parts) + one line here + one loader line in ./index.ts. Names are endonyms:
 * a language is listed in its own language, in every locale (so they are not translated).
 */
export const DEFAULT_LOCALE = 'en';
export const PSEUDO_LOCALE = 'en-XA';

export const locales: Locale[] = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'es', name: 'Español' },
];

/** Development-only locale; in a production build it is reachable by ?locale=en-XA only. */
export const pseudoLocale: Locale = { locale: PSEUDO_LOCALE, name: '⟦Pseudo en-XA⟧' };

/** react-admin's store key for the chosen locale (its default localStorage store). */
export const LOCALE_STORE_KEY = 'RaStore.locale';

export const isKnownLocale = (code: string): boolean =>
  code === PSEUDO_LOCALE || locales.some((entry) => entry.locale === code);
