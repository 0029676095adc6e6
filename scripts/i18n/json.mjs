// Reads and writes the message files (nested JSON, texts only). The reader is strict JSON with
// the line of every key and errors a translator can act on ("a comma is missing at the end of
// line 4", not "Unexpected string in JSON at position 812"); the writer gives the one canonical
// layout (2 spaces, the English key order) so an import that changes nothing changes no byte.

export class JsonSyntaxError extends Error {
  constructor(message, line, column) {
    super(message);
    this.line = line;
    this.column = column;
  }
}

/**
 * Parses JSON text. Returns { value, lines, duplicates } where `lines` maps the dotted path of
 * every key ('app.menu.users') to the line it is on and `duplicates` lists keys written twice.
 * Throws JsonSyntaxError with a plain-words message, a line and a column.
 */
export function parseJson(text) {
  let at = 0;
  let line = 1;
  let lineStart = 0;
  const lines = new Map();
  const duplicates = [];
  // Where the last complete value ended, to blame a missing comma on the right line.
  let lastEnd = { line: 1, column: 1 };

  const column = () => at - lineStart + 1;
  const fail = (message, where = { line, column: column() }) => {
    throw new JsonSyntaxError(message, where.line, where.column);
  };
  const skipSpace = () => {
    for (;;) {
      const char = text[at];
      if (char === '\n') {
        at += 1;
        line += 1;
        lineStart = at;
      } else if (char === ' ' || char === '\t' || char === '\r' || char === '\uFEFF') at += 1;
      else if (char === '/' && (text[at + 1] === '/' || text[at + 1] === '*'))
        fail('JSON files cannot hold comments (// or /* */): remove it.');
      else return;
    }
  };
  const describe = (char) => (char === undefined ? 'the end of the file' : `"${char}"`);

  function parseString() {
    const startLine = line;
    const startColumn = column();
    at += 1; // opening quote
    let out = '';
    for (;;) {
      const char = text[at];
      if (char === undefined || char === '\n')
        fail(
          `the text that starts on line ${startLine} is not closed: a double quote (") is missing at its end.`,
          { line: startLine, column: startColumn },
        );
      if (char === '"') {
        at += 1;
        return out;
      }
      if (char === '\\') {
        const next = text[at + 1];
        const simple = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (next in simple) {
          out += simple[next];
          at += 2;
        } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) {
          out += String.fromCharCode(Number.parseInt(text.slice(at + 2, at + 6), 16));
          at += 6;
        } else
          fail(
            `a backslash (\\) must be followed by ", \\, n or u plus 4 hex digits; write \\\\ for a backslash itself.`,
          );
        continue;
      }
      out += char;
      at += 1;
    }
  }

  function parseValue(path) {
    skipSpace();
    const char = text[at];
    if (char === '{') return parseObject(path);
    if (char === '[') return parseArray(path);
    if (char === '"') return parseString();
    if (char === "'")
      fail(`texts and keys are written between double quotes ("…"), not single quotes ('…').`);
    const literal = /^(true|false|null|-?\d+(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(at));
    if (literal) {
      at += literal[0].length;
      return JSON.parse(literal[0]);
    }
    if (char === undefined) fail('the file ends too early: a text or a closing } is missing.');
    fail(`expected a text in double quotes ("…") but found ${describe(char)}.`);
  }

  function parseArray(path) {
    const out = [];
    at += 1;
    skipSpace();
    if (text[at] === ']') {
      at += 1;
      return out;
    }
    for (;;) {
      out.push(parseValue(`${path}[${out.length}]`));
      skipSpace();
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (text[at] === ']') {
        at += 1;
        return out;
      }
      fail(`expected , or ] but found ${describe(text[at])}.`);
    }
  }

  function parseObject(path) {
    const out = {};
    const seen = new Map();
    at += 1;
    skipSpace();
    if (text[at] === '}') {
      at += 1;
      return out;
    }
    for (;;) {
      skipSpace();
      if (text[at] === '}') fail('remove the comma before this }: the last entry takes no comma.', lastEnd);
      if (text[at] === "'")
        fail(`keys and texts are written between double quotes ("…"), not single quotes ('…').`);
      if (text[at] !== '"') fail(`expected a key in double quotes ("…") but found ${describe(text[at])}.`);
      const keyLine = line;
      const key = parseString();
      const full = path ? `${path}.${key}` : key;
      if (seen.has(key)) duplicates.push({ key: full, lines: [seen.get(key), keyLine] });
      seen.set(key, keyLine);
      lines.set(full, keyLine);
      skipSpace();
      if (text[at] !== ':') fail(`a colon (:) is missing after the key "${key}".`);
      at += 1;
      out[key] = parseValue(full);
      lastEnd = { line, column: column() };
      skipSpace();
      const next = text[at];
      if (next === ',') {
        at += 1;
        continue;
      }
      if (next === '}') {
        at += 1;
        return out;
      }
      if (next === '"' && line > lastEnd.line)
        fail(
          `a comma is missing at the end of line ${lastEnd.line} (every entry but the last ends with ,).`,
          {
            line: lastEnd.line,
            column: lastEnd.column,
          },
        );
      if (next === '"' || /[\p{L}\d]/u.test(next ?? ''))
        fail(
          `the text ends too early: a double quote (") inside a text must be written \\" (or use “ ”), ` +
            'or a comma is missing.',
          lastEnd,
        );
      fail(`expected , or } but found ${describe(next)}.`);
    }
  }

  skipSpace();
  const value = parseValue('');
  skipSpace();
  if (at < text.length) fail(`unexpected ${describe(text[at])} after the end: the file has one { … } only.`);
  return { value, lines, duplicates };
}

const isPlain = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Flattens a message tree. Returns { messages: { 'a.b': 'text' }, problems: [{ key, detail }] }
 * where problems are values that are not texts (numbers, lists, true/false, null, {}).
 */
export function flattenTree(tree, prefix = '', out = { messages: {}, problems: [] }) {
  if (!isPlain(tree)) {
    out.problems.push({ key: prefix || '(file)', detail: 'the file must be one { … } of keys and texts' });
    return out;
  }
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.messages[path] = value;
    else if (isPlain(value)) {
      if (Object.keys(value).length === 0) out.problems.push({ key: path, detail: 'an empty group {}' });
      flattenTree(value, path, out);
    } else
      out.problems.push({
        key: path,
        detail: `${Array.isArray(value) ? 'a list [ … ]' : JSON.stringify(value)} is not a text: write it in double quotes`,
      });
  }
  return out;
}

/**
 * The canonical text of a message file: the keys of `reference` (a tree, e.g. the English
 * file) in its order, valued from `messages` (flat); keys `messages` lacks are left out, and
 * keys only `messages` has come last, in their own order. 2-space indent, final newline.
 */
export function formatMessages(messages, reference) {
  const done = new Set();
  const build = (node, prefix) => {
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (isPlain(value)) {
        const child = build(value, path);
        if (Object.keys(child).length > 0) out[key] = child;
      } else if (path in messages) {
        out[key] = messages[path];
        done.add(path);
      }
    }
    return out;
  };
  const tree = build(reference, '');
  for (const [path, text] of Object.entries(messages)) {
    if (done.has(path)) continue;
    const parts = path.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      if (!isPlain(node[part])) node[part] = {};
      node = node[part];
    }
    node[parts.at(-1)] = text;
  }
  return `${JSON.stringify(tree, null, 2)}\n`;
}
