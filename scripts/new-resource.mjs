#!/usr/bin/env node
// `npm run new:resource -- <name> [--from reply.json] [--route /Path]`: a new resource in a minute.
// Writes src/resources/<name>/ (the record type in record.ts, the declaration with fields and
// kinds inferred from a sample list reply, demo data for the mock API), a unit test, the registry
// line and its messages in every locale (other languages get the English text: `npm run
// i18n:status` lists them as still to translate, the check passes). Refuses an invalid or existing
// name, changing nothing. See docs/adding-a-resource.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findRows, inferFields, isValidName, labelOf, pascal, singularOf } from './new-resource/infer.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    route: { type: 'string' },
    root: { type: 'string', default: process.cwd() },
    help: { type: 'boolean', default: false },
  },
});
const usage = 'npm run new:resource -- <name> [--from reply.json] [--route /Path]';
const fail = (message) => {
  console.error(`new:resource: ${message}\nNothing was changed.\nUsage: ${usage}`);
  process.exit(1);
};
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const root = resolve(values.root);
const name = positionals[0];
if (!isValidName(name))
  fail(`"${name ?? ''}" is not a resource name: use camelCase letters and digits, e.g. promotions`);
const folder = join(root, 'src/resources', name);
const declaredFile = join(root, 'src/resources/declaredResources.ts');
const declared = readFileSync(declaredFile, 'utf8');
if (existsSync(folder) || new RegExp(`\\b${name}\\b`).test(declared))
  fail(`a resource "${name}" exists already (src/resources/${name}/ or src/resources/declaredResources.ts)`);

const Type = pascal(singularOf(name));
const route = values.route ?? `/${pascal(name)}`;
if (!/^\/[A-Za-z][\w-]*$/.test(route)) fail(`"${route}" is not a route: one path segment, e.g. /Promotions`);
const declarations = [
  ...readdirSync(join(root, 'src/resources')).map((dir) => join(root, 'src/resources', dir, 'index.ts')),
  ...readdirSync(join(root, 'src/pages')).map((dir) => join(root, 'src/pages', dir, 'page.ts')),
].filter(existsSync);
for (const file of declarations)
  if (readFileSync(file, 'utf8').toLowerCase().includes(`route: '${route.toLowerCase()}'`))
    fail(`the route ${route} is taken (${relative(root, file)})`);

let sample = { rows: [{ _id: 'sample-1', name: `First ${singularOf(name)}` }], path: 'data' };
if (values.from) {
  try {
    sample = findRows(JSON.parse(readFileSync(resolve(values.from), 'utf8')));
  } catch (error) {
    fail(`cannot read the sample reply ${values.from}: ${error.message}`);
  }
}
const { fields, skipped } = inferFields(sample.rows);
const idField = fields.some((field) => field.name === '_id')
  ? '_id'
  : fields.some((field) => field.name === 'id')
    ? 'id'
    : '_id';
const shown = fields.filter((field) => field.name !== '_id' && field.name !== 'id');
if (shown.length === 0) fail('the sample rows have no field to show');

// ---- the declaration -------------------------------------------------------------------------
const KIND = { id: 'text' };
const LIST_ONLY = new Set(['id', 'image', 'video']);
const fieldLine = (field) => {
  const parts = [`source: '${field.name}'`, `kind: '${KIND[field.kind] ?? field.kind}'`];
  if (LIST_ONLY.has(field.kind)) parts.push(`in: ['list']`);
  if (field.kind === 'image' || field.kind === 'video') parts.push('sortable: false');
  if (field.kind === 'email') parts.push(`rules: [{ rule: 'email' }]`);
  if (field.kind === 'url') parts.push(`rules: [{ rule: 'url' }]`);
  return `    { ${parts.join(', ')} },`;
};
const searchable = shown
  .filter((field) => ['text', 'email', 'phone'].includes(field.kind))
  .map((f) => `'${f.name}'`);
// The record as the platform sends it; the declaration adds the engine's `id` (WithId).
const idType = fields.find((field) => field.name === idField)?.type ?? 'string';
const interfaceLines = [
  `  ${idField}: ${idType};`,
  ...shown.map((field) => `  ${field.name}${field.optional ? '?' : ''}: ${field.type};`),
];
const recordTs = `/** A ${singularOf(name)} as the platform's list returns it (the declaration adds the engine's \`id\`). */
export interface ${Type} {
${interfaceLines.join('\n')}
}
`;
const read = sample.path ? `, read: arrayAt('${sample.path}')` : '';
const engineImports = ['defineResource', 'idSegment', 'recordOf', ...(sample.path ? ['arrayAt'] : [])].sort();
const indexTs = `import LabelIcon from '@mui/icons-material/Label';
import { ${engineImports.join(', ')} } from '../../engine';
import type { WithId } from '../recordTypes';
import type { ${Type} } from './record';

// Scaffolded by \`npm run new:resource\` from a sample reply. Check the calls against the
// platform's (these paths are ra-data-simple-rest's conventions), each field's kind, and add the
// rules (required, lengths) the platform enforces.${skipped.length ? `\n// Left out (nested values): ${skipped.join(', ')}.` : ''}
export const ${name} = defineResource({
  name: '${name}',
  record: recordOf<WithId<${Type}>>(),
  route: '${route}',
  icon: LabelIcon,
  menuLabel: 'app.menu.${name}',
  menu: { group: 'more', order: 50 },${idField === 'id' ? "\n  idField: 'id'," : ''}
  endpoints: {
    list: { path: '/${name}'${read} },
    create: { method: 'POST', path: '/${name}', body: ({ data }) => data },
    update: { method: 'PUT', path: ({ id }) => \`/${name}/\${idSegment(id)}\`, body: ({ data }) => data },
    delete: { method: 'DELETE', path: ({ id }) => \`/${name}/\${idSegment(id)}\` },
  },
  fields: [
${shown.map(fieldLine).join('\n')}
  ],
  list: {
    rowNumbers: true,
    search: [${searchable.join(', ')}],
    compact: [${shown
      .slice(0, 3)
      .map((field) => `'${field.name}'`)
      .join(', ')}],
  },
});
`;

const demoRows = sample.rows.map((row, index) =>
  idField === '_id' && row._id === undefined ? { _id: `${name}-${index + 1}`, ...row } : row,
);
const mockTs = `import { defineMock } from '../../../mocks/resourceMock';
import { ${name} } from '.';

/** Demo rows for the mock API, from the sample reply given to \`npm run new:resource\`. */
export const mock = defineMock({
  resource: ${name},
  seed: { ${name}: () => ${JSON.stringify(demoRows, null, 2).replace(/\n/g, '\n  ')} },
});
`;

const editable = shown.find((field) => field.kind === 'text' && !LIST_ONLY.has(field.kind));
const testTs = `import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../../mocks/db';
import { createHandlers } from '../../../../mocks/handlers';
import english from '../../../../src/i18n/english';
import { flattenMessages } from '../../../../src/i18n/merge';
import { ${name} } from '../../../../src/resources/${name}';
import { mock } from '../../../../src/resources/${name}/mock';
import { buildDataProvider } from '../../../../src/engine';
import { requiredKeys } from '../../../../src/engine/requiredKeys';
import { API, testHttp, WEEKLY } from '../../engine/helpers';

/** Scaffolded by \`npm run new:resource\`: the declaration against its own demo data. */
describe('${name}', () => {
  const db = createDb({ mocks: [mock] });
  const server = setupServer(...createHandlers(db, { apiUrl: API, weeklyUrl: WEEKLY }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const page = { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

  it('lists its demo rows, creates, updates and deletes through its declared calls', async () => {
    const provider = buildDataProvider([${name}], testHttp());
    const { total, data } = await provider.getList('${name}', page);
    expect(total).toBe(${demoRows.length});
    const created = await provider.create('${name}', { data: { ${editable ? `${editable.name}: 'Created by the test'` : ''} } });
    expect(db.collection('${name}')).toHaveLength(${demoRows.length + 1});
    const first = data[0]!;
    await provider.update('${name}', { id: first.id, data: { ${editable ? `${editable.name}: 'Updated by the test'` : ''} }, previousData: first });
    await provider.delete('${name}', { id: created.data.id, previousData: created.data });
    expect(db.collection('${name}')).toHaveLength(${demoRows.length});
  });

  it('has every message its screens show', () => {
    const messages = flattenMessages(english as Record<string, unknown>);
    expect(requiredKeys(${name}).filter((key) => !(key in messages))).toEqual([]);
  });
});
`;

// ---- the messages ------------------------------------------------------------------------------
const singular = labelOf(singularOf(name));
const plural = labelOf(name);
const lower = (text) => text.toLowerCase();
const resourceMessages = {
  name: `${singular} |||| ${plural}`,
  title: plural,
  empty: `No ${lower(plural)} yet.`,
  edit_title: `Edit ${singular}`,
  create_title: `New ${singular}`,
  action: { create: `New ${singular}`, submit: 'Save' },
  fields: Object.fromEntries(shown.map((field) => [field.name, labelOf(field.name)])),
  notifications: {
    created: `${singular} created`,
    updated: `${singular} updated`,
    deleted: `${singular} deleted`,
  },
  message: {
    bulk_delete_title: `Delete ${lower(singular)} |||| Delete %{smart_count} ${lower(plural)}`,
    bulk_delete_content: `Are you sure you want to delete this ${lower(singular)}? |||| Are you sure you want to delete these %{smart_count} ${lower(plural)}?`,
  },
};

const i18nDir = join(root, 'src/i18n');
const locales = JSON.parse(readFileSync(join(i18nDir, 'locales.json'), 'utf8')).map((entry) => entry.code);
const readJsonFile = (file) => JSON.parse(readFileSync(file, 'utf8'));
const jsonWrites = [];
for (const code of locales) {
  const resourcesFile = join(i18nDir, code, 'resources.json');
  const commonFile = join(i18nDir, code, 'common.json');
  const resources = readJsonFile(resourcesFile);
  const common = readJsonFile(commonFile);
  if (resources.resources?.[name]) fail(`src/i18n/${code}/resources.json already has resources.${name}`);
  resources.resources[name] = resourceMessages;
  common.app.menu[name] = plural;
  jsonWrites.push([resourcesFile, resources], [commonFile, common]);
}
const contextFile = join(i18nDir, 'context.json');
const context = readJsonFile(contextFile);
context[`resources.${name}`] = {
  note: `The ${plural} screen (${route}, under "More" in the sidebar): its title, list columns and form labels (fields), its create and edit dialogs, and what shows after a save or a delete.`,
};
jsonWrites.push([contextFile, context]);

// ---- write everything --------------------------------------------------------------------------
mkdirSync(folder, { recursive: true });
const written = [];
const write = (file, text) => {
  writeFileSync(file, text);
  written.push(relative(root, file));
};
write(join(folder, 'record.ts'), recordTs);
write(join(folder, 'index.ts'), indexTs);
write(join(folder, 'mock.ts'), mockTs);
mkdirSync(join(root, 'tests/unit/resources', name), { recursive: true });
write(join(root, 'tests/unit/resources', name, 'index.test.ts'), testTs);
const lines = declared.trimEnd().split('\n');
const entry = `export { ${name} } from './${name}';`;
const exports = lines.filter((line) => line.startsWith('export '));
const insertAt = lines.indexOf(exports.find((line) => line > entry) ?? '');
if (insertAt === -1) lines.push(entry);
else lines.splice(insertAt, 0, entry);
write(declaredFile, `${lines.join('\n')}\n`);
for (const [file, value] of jsonWrites) write(file, `${JSON.stringify(value, null, 2)}\n`);

// The project's formatter, so the new files read like the others; the call table gains its calls…
spawnSync('npx', ['biome', 'check', '--write', ...written], { cwd: root, stdio: 'ignore' });
if (spawnSync('node', ['scripts/docs-calls.mjs'], { cwd: root, stdio: 'ignore' }).status === 0)
  written.push('docs/api-calls.md');
// …and the route table of docs/architecture.md gains its route.
if (spawnSync('node', ['scripts/docs-routes.mjs'], { cwd: root, stdio: 'ignore' }).status === 0)
  written.push('docs/architecture.md');
console.log(
  `Resource "${name}" at ${route}: ${shown.length} fields (${shown.map((f) => `${f.name}: ${f.kind}`).join(', ')})`,
);
if (skipped.length) console.log(`Left out (nested values): ${skipped.join(', ')}`);
console.log(`Wrote:\n${written.map((file) => `  ${file}`).join('\n')}`);
console.log(
  `Next: check the calls in src/resources/${name}/index.ts, translate the new texts (npm run i18n:status), then npm test.`,
);
