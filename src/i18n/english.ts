import type { TranslationMessages } from 'react-admin';
import auth from './en/auth.json';
import common from './en/common.json';
import pages from './en/pages.json';
import ra from './en/ra.json';
import resources from './en/resources.json';
import widgets from './en/widgets.json';
import { mergeMessages } from './merge';

/**
 * English, the reference locale: the spec's texts plus react-admin's own (`en/ra.json`, a
 * complete copy of ra-language-english that a translator copies with the folder). Loaded
 * synchronously as the default locale; every other locale is fetched when chosen (./index.ts).
 * A new area file under en/ is added here too (and to the type below); translators never edit this.
 */
const english: TranslationMessages = mergeMessages(ra, common, auth, resources, pages, widgets);
export default english;

type Tree = typeof ra & typeof common & typeof auth & typeof resources & typeof pages & typeof widgets;
/** 'a.b.c' for every string leaf of a message tree. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key of the console, from the English JSON files: 'app.menu.users', 'ra.action.save', … */
export type MessageKey = Leaves<Tree>;
