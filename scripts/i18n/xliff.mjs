// XLIFF 2.0 for translation tools (CAT tools, translation platforms), through the `xliff`
// library (locize). One <file> per message file (area), one <unit> per text, its id the message
// key; the English text as <source>, the translation as <target> (left out while the text is
// still English), notes from src/i18n/context.json plus the plural rule, the length limit as
// slr:sizeRestriction and a note. %{placeholders} and the |||| plural separator are inline codes
// (<ph/>), so tools protect them. Import refuses the whole file, writing nothing, when a unit
// names an unknown key, misses or breaks a placeholder, or has the wrong number of plural forms.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { js2xliff, xliff2js } from 'xliff';
import { formatMessages } from './json.mjs';
import {
  areaPath,
  contextOf,
  loadLocale,
  REFERENCE,
  readContext,
  readIdentical,
  readLocaleList,
} from './load.mjs';
import { comparePlaceholders, PLURAL_SEPARATOR, pluralRule } from './parity.mjs';
import { hasWords } from './status.mjs';

const CODE = /(%\{[A-Za-z_]\w*\}|\|\|\|\|)/;
const COUNT = '%{smart_count}';

/** Areas in a translator's order: ours first, react-admin's own texts (ra) last. */
const areaOrder = (areas) => [...areas].sort((a, b) => (a === 'ra') - (b === 'ra') || a.localeCompare(b));

/**
 * A text as XLIFF inline content: strings, and { Standalone } codes for each placeholder and
 * plural separator. Codes of the source are numbered 1, 2, …; a target reuses the id of the
 * source code it stands for (copyOf for an extra copy), as XLIFF 2.0 pairs them.
 */
function toInline(text, sourceCodes, mayOmit = []) {
  const parts = text.split(CODE).filter((part) => part !== '');
  const used = new Map();
  const codes = [];
  const inline = parts.map((part) => {
    if (!CODE.test(part)) return part;
    const seen = used.get(part) ?? 0;
    used.set(part, seen + 1);
    let attributes;
    if (!sourceCodes) {
      const id = String(codes.length + 1);
      codes.push({ id, equiv: part });
      attributes = { id };
    } else {
      const same = sourceCodes.filter((code) => code.equiv === part);
      if (same.length === 0) return part; // not in English: plain text (the check reports it)
      attributes =
        seen < same.length ? { id: same[seen].id } : { id: `${same[0].id}-${seen + 1}`, copyOf: same[0].id };
    }
    const optional = part === COUNT || part === PLURAL_SEPARATOR || mayOmit.includes(part.slice(2, -1));
    return {
      Standalone: {
        ...attributes,
        equiv: part,
        disp: part,
        ...(optional ? {} : { canDelete: 'no' }),
      },
    };
  });
  return { inline: inline.length === 1 && typeof inline[0] === 'string' ? inline[0] : inline, codes };
}

function pluralNote(english, code) {
  if (!english.includes(PLURAL_SEPARATOR)) return undefined;
  const rule = pluralRule(code);
  const which = rule.countsOf
    .map((counts, index) => {
      const sample = counts.slice(0, 4).join(', ');
      return `form ${index + 1} for ${sample}${counts.length > 4 ? ' and more' : ''}`;
    })
    .join('; ');
  return (
    `Plural: ${rule.forms} form(s) separated by the |||| code, chosen by the number: ${which}.` +
    (english.includes(COUNT) ? ' Forms used for several numbers must show %{smart_count}.' : '')
  );
}

/** Notes of one unit: where it shows (context.json), placeholders, plural rule, length limit. */
function notesOf(key, english, code, context) {
  const { notes, maxLength, mayOmit } = contextOf(context, key);
  const out = [...notes];
  const names = [...new Set(english.match(/%\{[A-Za-z_]\w*\}/g) ?? [])];
  if (names.length > 0) {
    const optional = names.filter((name) => name === COUNT || mayOmit.includes(name.slice(2, -1)));
    out.push(
      `Keep the codes ${names.join(' ')} (you may move them)` +
        (optional.length && !english.includes(PLURAL_SEPARATOR)
          ? `; ${optional.join(' ')} may be left out where your grammar needs it.`
          : '.'),
    );
  }
  const plural = pluralNote(english, code);
  if (plural) out.push(plural);
  if (maxLength) out.push(`At most ${maxLength} characters (the space on screen).`);
  return { notes: out, maxLength };
}

export class XliffError extends Error {
  constructor(problems) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

/** The locale (listed, with a readable folder) and English, or throws XliffError. */
function loadPair(root, code) {
  const listed = readLocaleList(root).entries.map((entry) => entry.code);
  if (code === REFERENCE)
    throw new XliffError([`"${REFERENCE}" is the source language: choose a translation`]);
  if (!listed.includes(code) || !existsSync(join(root, 'src/i18n', code)))
    throw new XliffError([
      `no locale "${code}": it must be listed in src/i18n/locales.json and have its folder src/i18n/${code}/ ` +
        `(copy src/i18n/en/ first; see docs/translating.md). Listed: ${listed.join(', ')}`,
    ]);
  const reference = loadLocale(root, REFERENCE);
  const locale = loadLocale(root, code);
  const broken = [...reference.problems, ...locale.problems].filter(
    (problem) => problem.kind === 'broken file',
  );
  if (broken.length > 0)
    throw new XliffError(
      broken.map((problem) => `${problem.file}:${problem.line}: ${problem.detail} (fix the file first)`),
    );
  return { reference, locale };
}

/** The XLIFF 2.0 document of one locale. */
export async function exportXliff(root, code) {
  const { reference, locale } = loadPair(root, code);
  const context = readContext(root);
  const identical = readIdentical(root).byLocale[code] ?? new Set();
  const resources = {};
  for (const area of areaOrder(Object.keys(reference.files))) {
    const units = {};
    for (const [key, english] of Object.entries(reference.files[area].messages)) {
      if (english.trim() === '') continue; // react-admin's blank texts: nothing to translate
      const { notes, maxLength } = notesOf(key, english, code, context);
      const { mayOmit } = contextOf(context, key);
      const source = toInline(english, undefined, mayOmit);
      const unit = { source: source.inline };
      const translation = locale.messages[key];
      const stillEnglish = translation === english && hasWords(english) && !identical.has(english);
      if (translation !== undefined && !stillEnglish)
        unit.target = toInline(translation, source.codes, mayOmit).inline;
      if (notes.length > 0) unit.note = notes.length === 1 ? notes[0] : notes;
      if (maxLength) unit.additionalAttributes = { sizeRestriction: maxLength };
      units[key] = unit;
    }
    resources[area] = units;
  }
  const xml = await js2xliff(
    { sourceLanguage: REFERENCE, targetLanguage: code, resources },
    { indent: '' }, // no indentation inside texts: pretty() lays out the structure only
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${pretty(xml)}\n`;
}

const STRUCTURE =
  /<(\/?)(xliff|file|unit|notes|note|segment|source|target|slr:profiles|slr:normalization)\b[^>]*?(\/?)>/g;
const TEXT_ELEMENTS = new Set(['note', 'source', 'target']);
/** One element per line, indented; the content of <source>, <target> and <note> untouched. */
function pretty(xml) {
  let out = '';
  let depth = 0;
  let last = 0;
  let inText = false;
  for (const match of xml.matchAll(STRUCTURE)) {
    const [tag, closing, name, selfClosing] = match;
    const between = xml.slice(last, match.index);
    if (inText) out += between;
    if (closing) {
      depth -= 1;
      if (TEXT_ELEMENTS.has(name)) inText = false;
      else out += `\n${'  '.repeat(depth)}`;
      out += tag;
    } else {
      if (inText) out += tag;
      else out += `${out ? '\n' : ''}${'  '.repeat(depth)}${tag}`;
      if (!selfClosing) {
        depth += 1;
        if (TEXT_ELEMENTS.has(name)) inText = true;
      }
    }
    last = match.index + tag.length;
  }
  return out + xml.slice(last);
}

// The parser underneath drops text made only of spaces between two codes ("%{a} %{b}"):
// such runs are swapped for private-use characters before parsing and restored after.
const KEEP = { ' ': '\uE000', '\t': '\uE001', '\n': '\uE002', '\r': '\uE003' };
const RESTORE = Object.fromEntries(Object.entries(KEEP).map(([plain, kept]) => [kept, plain]));
function protectSpaces(xml) {
  return xml.replace(/(<(source|target)\b[^>]*>)([\s\S]*?)(<\/\2>)/g, (_, open, _name, inner, close) => {
    const kept = inner.replace(
      /(^|>)([ \t\r\n]+)(?=<|$)/g,
      (_m, before, spaces) => `${before}${spaces.replace(/[ \t\r\n]/g, (char) => KEEP[char])}`,
    );
    return `${open}${kept}${close}`;
  });
}
const restoreSpaces = (text) => text.replace(/[\uE000-\uE003]/g, (char) => RESTORE[char]);

/** A parsed <target> back to a message text, codes resolved through the English source codes. */
function fromInline(value, sourceCodes, problems, unitName) {
  const parts = value === undefined ? [] : Array.isArray(value) ? value : [value];
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      text += restoreSpaces(part);
      continue;
    }
    const [type, attributes = {}] = Object.entries(part)[0] ?? [];
    if (type !== 'Standalone') {
      problems.push(`${unitName}: a formatting code (${type}) is not allowed in a text; remove it`);
      continue;
    }
    const code =
      sourceCodes.find((candidate) => candidate.id === attributes.id) ??
      sourceCodes.find((candidate) => candidate.id === attributes.copyOf) ??
      sourceCodes.find((candidate) => candidate.equiv === attributes.equiv);
    if (!code) {
      problems.push(
        `${unitName}: the code <ph id="${attributes.id ?? ''}"${attributes.equiv ? ` equiv="${attributes.equiv}"` : ''}/> ` +
          'is none of the English text: use only the codes of the source',
      );
      continue;
    }
    text += code.equiv;
  }
  return text;
}

/**
 * Reads an XLIFF 2.0 document and checks every unit. Returns { code, changes: [{ key, area,
 * from, to }], problems, warnings } without writing anything.
 */
export async function readXliff(root, xml) {
  const problems = [];
  const warnings = [];
  let parsed;
  try {
    parsed = await xliff2js(protectSpaces(xml));
  } catch (error) {
    throw new XliffError([`not a readable XLIFF file: ${String(error?.message ?? error).split('\n')[0]}`]);
  }
  if (!parsed?.resources) throw new XliffError(['not an XLIFF 2.0 file (<xliff version="2.0">)']);
  if (parsed.sourceLanguage !== REFERENCE)
    throw new XliffError([`the source language is "${parsed.sourceLanguage}"; it must be "${REFERENCE}"`]);
  const code = parsed.targetLanguage;
  if (!code) throw new XliffError(['the file names no target language (trgLang)']);
  const { reference, locale } = loadPair(root, code);
  const context = readContext(root);
  const rule = pluralRule(code);
  const changes = [];
  const seen = new Set();
  for (const [area, units] of Object.entries(parsed.resources)) {
    for (const [key, unit] of Object.entries(units)) {
      const unitName = `unit ${key} (file ${area})`;
      if (unit?.groupUnits) {
        problems.push(`${unitName}: groups are not used; each text is a <unit> right under <file>`);
        continue;
      }
      if (!(key in reference.messages)) {
        problems.push(`${unitName}: unknown key, not in English (misspelt, or removed from the console)`);
        continue;
      }
      if (seen.has(key)) {
        problems.push(`${unitName}: the key is in the file twice`);
        continue;
      }
      seen.add(key);
      if (unit.target === undefined) continue; // not translated yet: the JSON keeps what it has
      const english = reference.messages[key];
      const { mayOmit } = contextOf(context, key);
      const source = toInline(english, undefined, mayOmit);
      const before = problems.length;
      const translation = fromInline(unit.target, source.codes, problems, unitName);
      if (problems.length > before) continue;
      const sourceText = fromInline(unit.source, source.codes, [], unitName);
      if (unit.source !== undefined && sourceText !== english)
        warnings.push(
          `${unitName}: the English text changed since the export (now ${JSON.stringify(english)}); check the translation`,
        );
      if (translation.trim() === '') {
        if (english.trim() !== '') problems.push(`${unitName}: the translation is empty`);
        continue;
      }
      const found = comparePlaceholders(key, english, translation, rule, mayOmit);
      for (const item of found.errors)
        problems.push(
          `${unitName}: ${item.detail}\n    English:     ${JSON.stringify(english)}\n    Translation: ${JSON.stringify(translation)}`,
        );
      if (found.errors.length > 0) continue;
      if (locale.messages[key] !== translation)
        changes.push({ key, area: reference.fileOf[key], from: locale.messages[key], to: translation });
    }
  }
  return { code, changes, problems, warnings, reference, locale };
}

/**
 * Imports an XLIFF document into src/i18n/<code>/*.json: all or nothing. Returns { code,
 * changes, written: [paths], warnings }; throws XliffError listing every problem otherwise.
 */
export async function importXliff(root, xml, { dryRun = false } = {}) {
  const read = await readXliff(root, xml);
  if (read.problems.length > 0) throw new XliffError(read.problems);
  const { code, changes, reference, locale } = read;
  const written = [];
  const areas = new Set(changes.map((change) => locale.fileOf[change.key] ?? change.area));
  for (const area of areas) {
    const messages = { ...(locale.files[area]?.messages ?? {}) };
    for (const change of changes)
      if ((locale.fileOf[change.key] ?? change.area) === area) messages[change.key] = change.to;
    const path = areaPath(code, area);
    const text = formatMessages(messages, reference.files[area]?.tree ?? {});
    const file = join(root, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    if (!dryRun) writeFileSync(file, text);
    written.push(path);
  }
  return { code, changes, written, warnings: read.warnings };
}
