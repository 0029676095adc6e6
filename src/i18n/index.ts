import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import en from './en';

export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'es', name: 'Español' },
];

/** Other locales load on demand so the first bundle holds English only. */
const loaders: Record<string, () => Promise<{ default: TranslationMessages }>> = {
  fr: () => import('./fr'),
  es: () => import('./es'),
};

export function getMessages(locale: string): TranslationMessages | Promise<TranslationMessages> {
  const load = loaders[locale];
  return load ? load().then((module) => module.default) : en;
}

// The chosen locale persists in react-admin's store (RaStore.locale), restored at start.
export const i18nProvider = polyglotI18nProvider(getMessages, 'en', locales, { allowMissing: true });
