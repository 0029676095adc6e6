import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script, untyped
import { firstLoadFiles, firstLoadSizes } from '../../scripts/first-load.mjs';
// @ts-expect-error a plain .mjs script, untyped
import { growthReport, modulesOf, readModuleSizes } from '../../scripts/lib/module-sizes.mjs';

/**
 * What the login page loads before its first paint (the production build, dist/): no date-picker
 * code and no flag pictures (they load with the forms that need them), within the budget measured
 * before they were added. `node scripts/first-load.mjs` prints the figures.
 */
const DIST = 'dist';
/**
 * First-load JS, gzip -9: the build before the date pickers and flags (MUI 9, 2026-11-24) was
 * 291,389 bytes; 2026-11-27 added 2.5 KB that every screen needs from its first call (the
 * provider's stale-write guard and react-query lists, the per-host token rule, endSession, and
 * their English messages; the merge itself loads with the first save): 293,895 bytes; then the
 * day's-use round's English messages (exports, known values, file picker): 294,109 bytes; then
 * the admin's journal (#38), 3.8 KB: its store (it loads the session's entries and answers the
 * admin's other tabs from the start), its English messages, the worker read of the stale-write
 * guard's page side; the recording, the panel and the page load later: 297,929 bytes. Then #47's
 * ledger removed two mechanisms that did not pay (docs/performance.md): react-admin's tooltips
 * made lazy by a build-only plugin (+10.4 KB, MUI's Tooltip and Popper) and node-polyglot's shims
 * replaced by the built-ins (+5.3 KB): 304,618 bytes. Then #48's Edit in a spreadsheet: its
 * English messages (the rest loads with its menu): 305,688 bytes. Then #49 removed LazyTooltip
 * (its row buttons use MUI's Tooltip, already in `boot`): 304,977 bytes.
 */
const BUDGET_GZIP = 305_900;

/**
 * What a list's own page (DataListing/index.html) asks for before its rows, gzip -9: the entry,
 * the list's chunk, with the first frame's script. #49 measured it at 364,199 bytes (react-admin's
 * default list toolbar left its path), then 364,590 with the app bar after the rows (its hold and
 * the frame's bar kept, src/lib/fast/barAfterRows.ts: 0.4 s sooner rows for 391 bytes), then
 * 364,743 with a list's own lazy row buttons preloaded with it (`preloadRowActions`, 46 bytes:
 * `/Stores`' rows 10 % sooner), then 364,972 with the loading bar moved by `transform`
 * (`progressOnCompositor` in src/layout/theme.ts, 229 bytes: `/DataListing`'s rows 8 % sooner);
 * `npm run perf` sets it beside the react-admin starter's 366.5 KB.
 */
const LIST_BUDGET_GZIP = 365_000;
const LIST_PAGE = 'DataListing/index.html';

/**
 * The first load's modules and their bytes (minified, before gzip) when the budget was last set.
 * A budget that fails lists what grew since. `BUDGET_UPDATE=1 npm run budget` writes it anew,
 * together with a raised BUDGET_GZIP.
 */
const MODULES_FILE = 'tests/budget/first-load.modules.json';

const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

const MARKERS = {
  'date pickers (MUI X)': /MuiPickersSectionList|MuiDateCalendar/,
  'date-fns locales': /lessThanXSeconds:\{/,
  'flag pictures': /viewBox:.0 0 513 342./,
};

describe('a list page’s code before its rows', () => {
  it(`stays within ${LIST_BUDGET_GZIP} bytes of JS (gzip), and holds no list toolbar of react-admin's`, () => {
    const sizes = firstLoadSizes(DIST, LIST_PAGE) as { js: { gzip: number; files: { file: string }[] } };
    console.info(`list page first-load JS: ${sizes.js.gzip} bytes gzip`);
    const modules = Object.keys(
      modulesOf(
        readModuleSizes(DIST),
        sizes.js.files.map(({ file }) => file),
      ) as Record<string, number>,
    );
    expect(modules.filter((name) => name.includes('ra-ui-materialui/dist/list/ListActions'))).toEqual([]);
    expect(sizes.js.gzip).toBeLessThanOrEqual(LIST_BUDGET_GZIP);
  });
});

describe('the login page’s first load', () => {
  const { js } = firstLoadFiles(DIST) as { js: string[] };
  const text = js.map(read).join('\n');

  for (const [name, marker] of Object.entries(MARKERS)) {
    it(`holds no ${name}; a lazy chunk does`, () => {
      expect(marker.test(text), `${name} in the first load`).toBe(false);
      const lazy = readdirSync(join(DIST, 'assets')).filter(
        (file) => file.endsWith('.js') && marker.test(read(`assets/${file}`)),
      );
      expect(lazy.length, `a lazy chunk with the ${name}`).toBeGreaterThan(0);
    });
  }

  it(`stays within ${BUDGET_GZIP} bytes of JS (gzip), or says what grew`, () => {
    const sizes = firstLoadSizes(DIST) as { js: { raw: number; gzip: number; files: { file: string }[] } };
    console.info(`login first-load JS: ${sizes.js.raw} bytes raw, ${sizes.js.gzip} bytes gzip`);
    const now = modulesOf(
      readModuleSizes(DIST),
      sizes.js.files.map(({ file }) => file),
    ) as Record<string, number>;
    if (process.env.BUDGET_UPDATE) writeFileSync(MODULES_FILE, `${JSON.stringify(now, null, 2)}\n`);
    const before = JSON.parse(readFileSync(MODULES_FILE, 'utf8')) as Record<string, number>;
    const over = sizes.js.gzip - BUDGET_GZIP;
    expect(
      over,
      `first-load JS is ${sizes.js.gzip} B gzip, ${over} B over its budget of ${BUDGET_GZIP} B. ` +
        `What grew since ${MODULES_FILE} (minified bytes before gzip):\n${growthReport(before, now)}\n`,
    ).toBeLessThanOrEqual(0);
  });
});
