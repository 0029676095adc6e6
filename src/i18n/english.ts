import reactAdminEnglish from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import auth from './en/auth.json';
import common from './en/common.json';
import imports from './en/imports.json';
import journal from './en/journal.json';
import pages from './en/pages.json';
import type ra from './en/ra.json';
import resources from './en/resources.json';
import search from './en/search.json';
import values from './en/values.json';
import weekly from './en/weekly.json';
import widgets from './en/widgets.json';
import { mergeMessages } from './merge';

/**
 * English, the reference locale: the spec's texts plus react-admin's own. Loaded synchronously
 * as the default locale; every other locale is fetched when chosen (./index.ts). A new area file
 * under en/ is added here too (and to the type below); translators never edit this.
 *
 * react-admin's English comes from its package, which react-admin bundles anyway (its default
 * i18nProvider): importing `en/ra.json` as well would put a second copy in the first load.
 * `en/ra.json` is the same texts as data, the file a new locale copies and translates; a unit
 * test (tests/unit/i18n/messages.test.ts) keeps the two equal.
 */
const english: TranslationMessages = mergeMessages(
  reactAdminEnglish,
  common,
  auth,
  resources,
  pages,
  widgets,
  weekly,
  imports,
  journal,
  search,
  values,
);
export default english;

type Tree = typeof ra &
  typeof common &
  typeof auth &
  typeof resources &
  typeof pages &
  typeof widgets &
  typeof weekly &
  typeof imports &
  typeof journal &
  typeof search &
  typeof values;
/** 'a.b.c' for every string leaf of a message tree. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key of the console, from the English JSON files: 'app.menu.users', 'ra.action.save', … */
export type MessageKey = Leaves<Tree>;
