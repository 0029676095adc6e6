// Reads src/**.{ts,tsx} (message files excepted) and reports: the message keys the code refers
// to (string literals that look like keys, template-literal patterns), the resources declared
// with their field sources (react-admin finds resources.<name>.* keys by convention), and
// hard-coded visible text (JSX text, literals in visible props, notify/translate arguments).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseSync } from 'vite';

export const KEY = /^(app|ra|resources)\.[\w-]+(\.[\w-]+)*$/;
const KEY_PREFIX = /^(app|ra|resources)\.([\w-]+\.)*$/;
const KEY_START = /^(app|ra|resources)\./;
const LETTER = /\p{L}/u;
/** Props whose value a user sees or hears. */
export const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'ariaLabel',
  'helperText',
  'alt',
  'tooltip',
  'emptyText',
  'primaryText',
  'secondaryText',
  'confirmTitle',
  'confirmContent',
  'noOptionsText',
  'loadingText',
  'labelRowsPerPage',
  'aria-description',
  'aria-valuetext',
]);
/** Calls whose first argument is shown: notify('…'), translate('…'), new HttpError('…'). */
const MESSAGE_CALLS = new Set(['notify', 'translate', 'HttpError']);
/** Components whose "visible-looking" prop names a record field (react-admin's ImageField title). */
const SOURCE_PROPS = { ImageField: ['title'], FileField: ['title'] };
/** Fields of a resource declaration besides its name (tells one apart from other objects). */
const DECLARATION_PROPS = new Set(['fields', 'endpoints', 'list', 'edit', 'create', 'recordRepresentation']);
/** Files that hold messages, not code: src/i18n/<locale>/**. */
const MESSAGE_FILE = /^src\/i18n\/[a-z]{2,3}(-[A-Z]{2})?\//;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

function walk(node, visit, parent) {
  visit(node, parent);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') walk(child, visit, node);
    } else if (value && typeof value.type === 'string') walk(value, visit, node);
  }
}

const propName = (node) => {
  const key = node.key ?? node.name;
  if (!key) return undefined;
  if (key.type === 'Identifier' || key.type === 'JSXIdentifier') return key.name;
  if (key.type === 'JSXNamespacedName') return `${key.namespace.name}:${key.name.name}`;
  return typeof key.value === 'string' ? key.value : undefined;
};
const stringValue = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The string-producing leaves of an expression shown as text (literal, template, a ? b : c, a ?? b). */
function shownStrings(node) {
  if (!node) return [];
  if (node.type === 'JSXExpressionContainer') return shownStrings(node.expression);
  if (stringValue(node) !== undefined || node.type === 'TemplateLiteral') return [node];
  if (node.type === 'ConditionalExpression')
    return [...shownStrings(node.consequent), ...shownStrings(node.alternate)];
  if (node.type === 'LogicalExpression') return [...shownStrings(node.left), ...shownStrings(node.right)];
  return [];
}

/** The text of a literal/template if it would show untranslated words, else undefined. */
function hardCoded(node, allowed) {
  if (node.type === 'TemplateLiteral') {
    const parts = node.quasis.map((quasi) => quasi.value.cooked ?? '');
    if (KEY_START.test(parts[0])) return undefined;
    const text = parts.join('…');
    return parts.some((part) => LETTER.test(part)) ? text : undefined;
  }
  const text = stringValue(node);
  if (text === undefined || !LETTER.test(text) || KEY.test(text) || allowed.has(text.trim()))
    return undefined;
  return text;
}

/** Scans one file; results are added to `out`. */
export function scanFile(root, file, out, allowed) {
  const path = relative(root, file).split(sep).join('/');
  const code = readFileSync(file, 'utf8');
  const { program, errors } = parseSync(file, code, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  if (errors.length > 0) out.parseErrors.push(`${path}: ${errors[0].message}`);
  const lineStarts = [0];
  for (let i = 0; i < code.length; i += 1) if (code[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const at = (node) => `${path}:${lineOf(node.start)}`;
  const flag = (node, kind, text) => out.hardCoded.push({ where: at(node), kind, text: text.trim() });
  const checkShown = (node, kind) => {
    for (const leaf of shownStrings(node)) {
      const text = hardCoded(leaf, allowed);
      if (text !== undefined) flag(leaf, kind, text);
    }
  };
  const group = path.startsWith('src/resources/') ? path.split('/').slice(0, 3).join('/') : undefined;
  if (group && !out.groups[group]) out.groups[group] = { names: new Set(), sources: new Set() };
  const declaration = group ? out.groups[group] : undefined;

  walk(program, (node, parent) => {
    const text = stringValue(node);
    if (text !== undefined) {
      if (KEY.test(text)) out.refs.push({ key: text, where: at(node) });
      else if (KEY_PREFIX.test(text))
        out.patterns.push({ regex: new RegExp(`^${escapeRegex(text)}`), where: at(node) });
    } else if (node.type === 'TemplateLiteral') {
      const parts = node.quasis.map((quasi) => quasi.value.cooked ?? '');
      if (parts.length === 1 && KEY.test(parts[0])) out.refs.push({ key: parts[0], where: at(node) });
      else if (parts[0] === 'resources.') {
        // `resources.${name}.title`: a key of each declared resource (see usage.mjs). Field
        // labels (`resources.${name}.fields.${source}`) come from the declared sources instead.
        const rest = parts.slice(1).map(escapeRegex).join('[\\w.-]*');
        if (rest !== '\\.fields\\.') out.perResource.push({ rest, where: at(node) });
      } else if (KEY_START.test(parts[0])) {
        out.patterns.push({
          regex: new RegExp(`^${parts.map(escapeRegex).join('[\\w.-]*')}$`),
          where: at(node),
        });
      }
    } else if (node.type === 'JSXText') {
      if (LETTER.test(node.value) && !allowed.has(node.value.trim())) flag(node, 'JSX text', node.value);
    } else if (
      node.type === 'JSXExpressionContainer' &&
      parent &&
      /^JSX(Element|Fragment)$/.test(parent.type)
    ) {
      if (parent.children?.includes(node)) checkShown(node.expression, 'JSX string');
    } else if (node.type === 'JSXAttribute' || node.type === 'Property') {
      const name = propName(node);
      const element = parent?.type === 'JSXOpeningElement' ? parent.name.name : undefined;
      if (name && VISIBLE_PROPS.has(name) && !SOURCE_PROPS[element]?.includes(name)) {
        checkShown(node.value, `${name}=`);
      }
    } else if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
      if (MESSAGE_CALLS.has(callee?.name) && node.arguments[0])
        checkShown(node.arguments[0], `${callee.name}()`);
    }
    // react-admin shows (and translates) the `name` of each choice: { id, name: 'app.…' }.
    if ((node.type === 'JSXAttribute' || node.type === 'Property') && propName(node) === 'choices') {
      const list = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
      for (const item of list?.type === 'ArrayExpression' ? list.elements : []) {
        for (const prop of item?.type === 'ObjectExpression' ? item.properties : []) {
          if (prop.type === 'Property' && propName(prop) === 'name') checkShown(prop.value, 'choice name');
        }
      }
    }
    if (declaration) collectDeclaration(node, declaration);
  });
}

/** Resource names (objects with name + fields/endpoints/views, <Resource name>) and field sources. */
function collectDeclaration(node, declaration) {
  if (node.type === 'ObjectExpression') {
    const props = new Map(
      node.properties.filter((p) => p.type === 'Property').map((p) => [propName(p), p.value]),
    );
    const name = stringValue(props.get('name'));
    if (name && [...props.keys()].some((key) => DECLARATION_PROPS.has(key))) declaration.names.add(name);
    const source = stringValue(props.get('source'));
    if (source && !props.has('label')) declaration.sources.add(source);
  } else if (node.type === 'JSXOpeningElement') {
    const attrs = new Map(
      node.attributes.filter((a) => a.type === 'JSXAttribute').map((a) => [propName(a), a.value]),
    );
    const elementName = node.name.type === 'JSXIdentifier' ? node.name.name : '';
    const name = stringValue(attrs.get('name'));
    if (elementName === 'Resource' && name) declaration.names.add(name);
    const source = stringValue(attrs.get('source'));
    if (source && !attrs.has('label')) declaration.sources.add(source);
  }
}

/** Scans src/ under root. */
export function scanSources(root, allowed = new Set(), dataFiles = new Set()) {
  const out = {
    files: 0,
    refs: [],
    patterns: [],
    perResource: [],
    hardCoded: [],
    groups: {},
    parseErrors: [],
  };
  for (const file of sourceFiles(join(root, 'src'))) {
    const path = relative(root, file).split(sep).join('/');
    if (MESSAGE_FILE.test(path)) continue;
    out.files += 1;
    const before = out.hardCoded.length;
    scanFile(root, file, out, allowed);
    if (dataFiles.has(path)) out.hardCoded.length = before;
  }
  return out;
}
