// What `npm run new:resource` infers from a sample list reply: where the rows are, and each
// field's kind (text, email, url, phone, number, date, boolean, image, video, id). Pure functions,
// tested in tests/unit/scripts/newResource.test.ts.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_LIKE = /^(https?:)?\/\/|^data:/i;
const IMAGE = /\.(png|jpe?g|gif|webp|svg|avif)(\?|#|$)|^data:image\//i;
const VIDEO = /\.(mp4|webm|mov|m4v|3gp|mkv|flv|wmv)(\?|#|$)|^data:video\//i;
const DAY_OR_TIME = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const PHONE = /^\+?[\d\s().-]{7,20}$/;

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRowArray = (value) => Array.isArray(value) && value.some(isRecord);

/**
 * The rows of a sample list reply and where they sit: a top-level array (`path` undefined), or
 * the first array of objects in the body or under `data` (`path` 'data', 'users', 'docs', …: the
 * HTTP layer's readers look in the body, then under `data`).
 */
export function findRows(reply) {
  if (isRowArray(reply)) return { rows: reply.filter(isRecord), path: undefined };
  for (const holder of [reply, isRecord(reply) ? reply.data : undefined]) {
    if (!isRecord(holder)) continue;
    for (const [key, value] of Object.entries(holder)) {
      if (isRowArray(value)) return { rows: value.filter(isRecord), path: key };
    }
  }
  if (isRecord(reply) && isRowArray(reply.data)) return { rows: reply.data.filter(isRecord), path: 'data' };
  throw new Error(
    'no list of records in the sample reply (an array of objects, or one in the body or under "data")',
  );
}

/** The kind of one field, from its name and the values the sample holds for it. */
export function kindOf(name, values) {
  const present = values.filter((value) => value !== null && value !== undefined && value !== '');
  if (name === '_id' || name === 'id') return 'id';
  if (present.length === 0) return 'text';
  if (present.some((value) => typeof value === 'object')) return undefined; // nested: left out
  if (present.every((value) => typeof value === 'boolean')) return 'boolean';
  if (present.every((value) => typeof value === 'number')) return /id$/i.test(name) ? 'id' : 'number';
  const strings = present.map(String);
  if (/(^|_)id$|[a-z]Id$/.test(name)) return 'id';
  if (strings.every((text) => EMAIL.test(text))) return 'email';
  if (strings.every((text) => URL_LIKE.test(text))) {
    if (strings.every((text) => VIDEO.test(text)) || /video/i.test(name)) return 'video';
    if (
      strings.every((text) => IMAGE.test(text)) ||
      /image|photo|picture|thumbnail|avatar|logo|banner/i.test(name)
    )
      return 'image';
    return 'url';
  }
  if (strings.every((text) => DAY_OR_TIME.test(text) && !Number.isNaN(Date.parse(text)))) return 'date';
  if (
    /phone|mobile|tel/i.test(name) ||
    strings.every((text) => PHONE.test(text) && /\d{7,}/.test(text.replace(/\D/g, '')))
  )
    return 'phone';
  return 'text';
}

const TS_TYPES = { boolean: 'boolean', number: 'number' };

/** The fields of the rows in first-seen order: name, kind, TypeScript type, optional or not. */
export function inferFields(rows) {
  const names = [];
  for (const row of rows) for (const name of Object.keys(row)) if (!names.includes(name)) names.push(name);
  const fields = [];
  const skipped = [];
  for (const name of names) {
    if (name === '__v') continue;
    const values = rows.map((row) => row[name]);
    const kind = kindOf(name, values);
    if (kind === undefined) {
      skipped.push(name);
      continue;
    }
    const optional = values.some((value) => value === undefined || value === null);
    fields.push({ name, kind, type: TS_TYPES[kind] ?? 'string', optional });
  }
  return { fields, skipped };
}

/** Words people write in capitals ("Ticket URL", not "Ticket Url"). */
const ACRONYMS = new Set([
  'id',
  'url',
  'uri',
  'api',
  'csv',
  'pdf',
  'qr',
  'sku',
  'vat',
  'iban',
  'ip',
  'faq',
  'html',
]);

/** `businessName` / `business_name` → "Business Name"; `ticketUrl` → "Ticket URL". */
export const labelOf = (name) =>
  name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\b\w+/g, (word) =>
      ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    );

/** `promotions` → `promotion`, `categories` → `category`, `boxes` → `box`. */
export function singularOf(name) {
  if (/ies$/.test(name)) return name.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh)es$/.test(name)) return name.replace(/es$/, '');
  if (/s$/.test(name) && !/ss$/.test(name)) return name.slice(0, -1);
  return name;
}

export const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

/** A resource name: a JavaScript identifier in camelCase (it names a folder, a key and an export). */
export const isValidName = (name) => /^[a-z][a-zA-Z0-9]{1,40}$/.test(name ?? '');
