import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Locale, TranslationMessages } from 'react-admin';
import en from './english';
import {
  DEFAULT_LOCALE,
  directionOf,
  isKnownLocale,
  LOCALE_STORE_KEY,
  locales,
  PSEUDO_LOCALE,
  pseudoLocale,
} from './locales';

export { DEFAULT_LOCALE, locales, PSEUDO_LOCALE } from './locales';

/**
 * Only English is in the first bundle (react-admin needs the default locale synchronously);
 * every other listed locale is fetched when chosen (./loadMessages), the pseudo-locale is built
 * from English on demand, and an unknown code falls back to English.
 */
export function getMessages(locale: string): TranslationMessages | Promise<TranslationMessages> {
  if (locale === PSEUDO_LOCALE) return import('./pseudo').then((module) => module.pseudoLocaleMessages(en));
  if (locale === DEFAULT_LOCALE || !isKnownLocale(locale)) return en;
  return import('./loadMessages').then((module) => module.loadMessages(locale, en));
}

/** The locales the switcher offers: the pseudo-locale only in development or once chosen. */
export function offeredLocales(current: string, dev = import.meta.env.DEV): Locale[] {
  return dev || current === PSEUDO_LOCALE ? [...locales, pseudoLocale] : locales;
}

/** `?locale=fr` (or en-XA) in the address selects a locale, as if chosen in the switcher. */
export function applyLocaleFromUrl(search: string, storage: Storage): void {
  const requested = new URLSearchParams(search).get('locale');
  if (requested && isKnownLocale(requested)) storage.setItem(LOCALE_STORE_KEY, JSON.stringify(requested));
}

/**
 * With no stored locale, react-admin's I18nContextProvider renders nothing at first, then the
 * whole screen in one blocking update, where a first render in a transition is sliced. Storing
 * the default up front lets the first render show the screen. A stored choice is left alone.
 */
export function seedDefaultLocale(storage: Storage): void {
  if (storage.getItem(LOCALE_STORE_KEY) === null)
    storage.setItem(LOCALE_STORE_KEY, JSON.stringify(DEFAULT_LOCALE));
}

/** Keeps <title> and <html lang> in step with the locale, on every screen (also noLayout ones). */
function syncDocument(provider: I18nProvider): void {
  if (typeof document === 'undefined') return;
  const locale = provider.getLocale();
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  document.title = provider.translate('app.title');
}

/**
 * Polyglot options go in the 4th argument: ra-i18n-polyglot re-applies only that argument
 * on changeLocale, so `allowMissing` survives a switch. The chosen locale persists in
 * react-admin's store (localStorage `RaStore.locale`), which restores it at start.
 */
export function createI18nProvider(): I18nProvider {
  const polyglot = polyglotI18nProvider(getMessages, DEFAULT_LOCALE, locales, { allowMissing: true });
  const provider: I18nProvider = {
    ...polyglot,
    changeLocale: (locale, options) =>
      polyglot.changeLocale(locale, options).then(() => syncDocument(provider)),
    getLocales: () => offeredLocales(polyglot.getLocale()),
  };
  syncDocument(provider);
  return provider;
}

if (typeof window !== 'undefined') {
  applyLocaleFromUrl(window.location.search, window.localStorage);
  seedDefaultLocale(window.localStorage);
}

export const i18nProvider = createI18nProvider();
