import type { TranslationMessages } from 'react-admin';

/**
 * The pseudo-locale (en-XA), generated from English at runtime: every letter accented,
 * vowels doubled and the text padded (~35% longer, like many languages are), each plural
 * form wrapped in ⟦…⟧. A string on screen without the brackets was not translated, and a
 * layout that breaks with the longer texts will break in German or French too.
 * `%{placeholders}` and polyglot's `||||` plural separators are kept verbatim so
 * interpolation and plural selection still work.
 */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';
const PAD = '·';
const GROWTH = 0.35;
const PLURAL_SEPARATOR = '||||';
const PLACEHOLDER = /(%\{[^}]*\})/;

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = 'àƀçḓéƒĝĥîĵķļṁñöþǫŕšţûṽŵẋýžÀƁÇḒÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const accents = Array.from(ACCENTS);
const ACCENTED = new Map(Array.from(PLAIN, (char, index) => [char, accents[index]] as const));
const VOWELS = new Set('aeiouyAEIOUY');

/** Accents letters and doubles vowels; returns the text and how many characters it gained. */
function accent(text: string): { text: string; added: number } {
  let out = '';
  let added = 0;
  for (const char of text) {
    const mapped = ACCENTED.get(char) ?? char;
    out += mapped;
    if (VOWELS.has(char)) {
      out += mapped;
      added += 1;
    }
  }
  return { text: out, added };
}

/** One plural form: placeholders kept, the rest accented, padded and bracketed. */
function pseudoForm(form: string): string {
  const lead = /^\s*/.exec(form)?.[0] ?? '';
  const trail = /\s*$/.exec(form.slice(lead.length))?.[0] ?? '';
  const core = form.slice(lead.length, form.length - trail.length);
  if (!core) return form;
  let added = 0;
  let plainLength = 0;
  const body = core
    .split(PLACEHOLDER)
    .map((part) => {
      if (PLACEHOLDER.test(part)) return part;
      const result = accent(part);
      plainLength += part.length;
      added += result.added;
      return result.text;
    })
    .join('');
  const padding = PAD.repeat(Math.max(0, Math.ceil(plainLength * GROWTH) - added));
  return `${lead}${PSEUDO_OPEN}${body}${padding}${PSEUDO_CLOSE}${trail}`;
}

/** Pseudo-localises one message (all its plural forms). Blank messages stay blank. */
export function pseudoLocalize(message: string): string {
  return message.split(PLURAL_SEPARATOR).map(pseudoForm).join(PLURAL_SEPARATOR);
}

/** Pseudo-localises a whole message tree (non-string leaves are kept as they are). */
export function pseudoMessages<T extends object>(messages: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out[key] = pseudoLocalize(value);
    else if (value && typeof value === 'object') out[key] = pseudoMessages(value as object);
    else out[key] = value;
  }
  return out as T;
}

export const pseudoLocaleMessages = (english: TranslationMessages): TranslationMessages =>
  pseudoMessages(english);

/**
 * The parts of a text that are outside every ⟦…⟧ (brackets nest, so a pseudo string that
 * interpolates another — or user data — counts as translated as a whole).
 */
export function unbracketed(text: string): string {
  let depth = 0;
  let out = '';
  for (const char of text) {
    if (char === PSEUDO_OPEN) depth += 1;
    else if (char === PSEUDO_CLOSE) depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out;
}

/** True when a visible text holds a letter that no pseudo-localised message produced. */
export const hasUntranslatedText = (text: string): boolean => /\p{L}/u.test(unbracketed(text));

const PLAIN_OF = new Map(Array.from(ACCENTED, ([plain, accented]) => [accented, plain] as const));

/**
 * English back from a pseudo text (accents off, doubled vowels and padding dropped), so a
 * browser test can find "Create Coupon" in the pseudo-locale without knowing message keys.
 */
export function depseudo(text: string): string {
  const chars = Array.from(text);
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i];
    if (char === PSEUDO_OPEN || char === PSEUDO_CLOSE || char === PAD) continue;
    const plain = PLAIN_OF.get(char);
    out += plain ?? char;
    if (plain && VOWELS.has(plain) && chars[i + 1] === char) i += 1;
  }
  return out;
}
