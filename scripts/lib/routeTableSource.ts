import type { AnyResource, PageDef } from '../../src/engine/types';
import { capabilities } from '../../src/engine/views/dialogNavigation';
import english from '../../src/i18n/english';
import { flattenMessages } from '../../src/i18n/merge';
import * as declaredPages from '../../src/pages/declaredPages';
import { resources } from '../../src/resources/registry';

/**
 * The route table of docs/architecture.md (between its `routes:start` and `routes:end` markers),
 * computed from the declarations: every declared route (a resource's list, a custom page), its
 * English heading and the folder that holds it. `npm run docs:routes` writes it;
 * tests/unit/scripts/lib/routeTableSource.test.ts fails when the document differs.
 *
 * A declaration does not say where it lives, so its folder is the module that exports it: each
 * `src/resources/<name>/index.ts` and every `page.ts` one level under src/resources/ or
 * src/pages/ is imported and the declaration looked for among its exports (the same object,
 * not the same name). A declaration found in none of them, or in two, stops the table.
 */

export const START = '<!-- routes:start -->';
export const END = '<!-- routes:end -->';

const modules: Record<string, Record<string, unknown>> = import.meta.glob(
  ['../../src/resources/*/index.ts', '../../src/{resources,pages}/*/page.ts'],
  { eager: true },
);

/** `src/resources/agents/` for the module that exports `declaration`. */
export function folderOf(declaration: object, name: string): string {
  const found = Object.entries(modules)
    .filter(([, exports]) => Object.values(exports).includes(declaration))
    .map(([path]) => path.replace(/^(\.\.\/)+/, '').replace(/[^/]+$/, ''));
  const folders = [...new Set(found)];
  if (folders.length !== 1) {
    throw new Error(
      `The declaration "${name}" is exported by ${folders.length ? folders.join(', ') : 'no'} ` +
        'src/resources/*/index.ts or src/{resources,pages}/*/page.ts: declare it in its own folder.',
    );
  }
  return folders[0];
}

export interface RouteRow {
  route: string;
  screen: string;
  folder: string;
  drawn: string;
}

type Text = (key: string) => string | undefined;

const heading = (text: Text, key: string | undefined) => {
  if (!key) return '—';
  const english = text(key);
  return english === undefined ? `\`${key}\`` : english.trim();
};

/** What the engine draws for a resource's route: the list, and the dialogs under it. */
function resourceScreens(resource: AnyResource): string {
  const parts = [resource.views?.list ? 'its own list (`views.list`)' : 'generated list'];
  const can = capabilities(resource);
  const own = (view: 'create' | 'edit') => (resource.views?.[view] ? ` (its own: \`views.${view}\`)` : '');
  if (can.create) parts.push(`create dialog at \`${resource.route}/create\`${own('create')}`);
  if (can.edit) parts.push(`edit dialog at \`${resource.route}/:id\`${own('edit')}`);
  return parts.join('; ');
}

export function routeRows(
  declaredResources: readonly AnyResource[],
  pages: readonly PageDef[],
  text: Text,
): RouteRow[] {
  const rows: RouteRow[] = [];
  for (const resource of declaredResources) {
    if (!resource.route) continue;
    rows.push({
      route: resource.route,
      screen: heading(text, `resources.${resource.name}.title`),
      folder: folderOf(resource, resource.name),
      drawn: resourceScreens(resource),
    });
  }
  for (const page of pages) {
    rows.push({
      route: page.route,
      screen: heading(text, page.titleKey ?? page.menuLabel),
      folder: folderOf(page, page.name),
      drawn: 'its own screen (`component` of its `page.ts`)',
    });
  }
  return rows.sort((a, b) => a.route.toLowerCase().localeCompare(b.route.toLowerCase()));
}

export function routeTableMarkdown(rows: readonly RouteRow[]): string {
  const lines = [
    '| route | screen | folder | drawn by |',
    '|---|---|---|---|',
    ...rows.map((row) => `| \`${row.route}\` | ${row.screen} | \`${row.folder}\` | ${row.drawn} |`),
  ];
  return `${lines.join('\n')}\n`;
}

/** The table as the declarations say it should read (what sits between the markers). */
export function currentRouteTable(): string {
  const texts = flattenMessages(english as Record<string, unknown>);
  const pages = Object.values(declaredPages) as PageDef[];
  return routeTableMarkdown(routeRows(resources, pages, (key) => texts[key]));
}

/** What `doc` holds between the markers (the markers' own lines excluded). */
export function routeSection(doc: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${START} … ${END} block`);
  return doc.slice(doc.indexOf('\n', start) + 1, end);
}

/** `doc` with the table between the markers replaced by the current one. */
export function withRouteTable(doc: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${START} … ${END} block`);
  return `${doc.slice(0, doc.indexOf('\n', start) + 1)}${currentRouteTable()}${doc.slice(end)}`;
}
