// biome-ignore lint/style/noRestrictedImports: this module is the typed wrapper of react-admin's hook.
import { useTranslate as useReactAdminTranslate } from 'react-admin';
import type { MessageKey } from './english';

/**
 * A key as written at a call site, checked against the English messages: a literal must be a
 * key (`'app.menu.userz'` fails the typecheck), a template must match at least one key
 * (`` `app.menu.${item}` ``); a plain `string` (a label handed down, a key built elsewhere) passes
 * and is left to `npm run i18n:check`.
 */
export type CheckedKey<K extends string> = string extends K
  ? K
  : [Extract<MessageKey, K>] extends [never]
    ? MessageKey
    : K;

export type TranslateOptions = { [name: string]: unknown };
export type TypedTranslate = <K extends string>(key: CheckedKey<K>, options?: TranslateOptions) => string;

/**
 * react-admin's `useTranslate` with the key checked by the compiler. Same function at run time;
 * use it instead of react-admin's (Biome's noRestrictedImports enforces that in src/).
 */
export const useTranslate: () => TypedTranslate = useReactAdminTranslate;
