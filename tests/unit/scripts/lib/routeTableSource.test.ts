import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  currentRouteTable,
  folderOf,
  routeSection,
  withRouteTable,
} from '../../../../scripts/lib/routeTableSource';
import { pages } from '../../../../src/pages/routes';
import { resources } from '../../../../src/resources/registry';

describe("docs/architecture.md's route table", () => {
  it('is what the declarations say (run `npm run docs:routes` after adding or moving a screen)', () => {
    expect(routeSection(readFileSync('docs/architecture.md', 'utf8'))).toBe(currentRouteTable());
  });

  it('has one row per declared route, with its folder', () => {
    const table = currentRouteTable();
    const routed = [...resources.filter((resource) => resource.route), ...pages];
    expect(table.trim().split('\n')).toHaveLength(routed.length + 2);
    expect(table).toContain('| `/CreateAgent` | Manage Agents | `src/resources/agents/` |');
    expect(table).toContain('| `/BusinessUploads` | Business Bulk Uploads | `src/pages/uploads/` |');
  });

  it('finds a declaration by the module that exports it, never by its name', () => {
    expect(() => folderOf({ name: 'agents' }, 'agents')).toThrow(/exported by no/);
  });

  it('replaces only what sits between the markers', () => {
    const doc = 'before\n<!-- routes:start -->\nold\n<!-- routes:end -->\nafter\n';
    expect(withRouteTable(doc)).toBe(
      `before\n<!-- routes:start -->\n${currentRouteTable()}<!-- routes:end -->\nafter\n`,
    );
  });
});
