import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script, untyped
import { grown, growthReport, moduleName, modulesOf } from '../../../../scripts/lib/module-sizes.mjs';

describe('module sizes (what a failing budget prints)', () => {
  it('names modules as the repository does: src paths, package paths', () => {
    expect(moduleName('/repo/src/App.tsx', '/repo')).toBe('src/App.tsx');
    expect(moduleName('/repo/node_modules/react-dom/cjs/react-dom.production.js', '/repo')).toBe(
      'react-dom/cjs/react-dom.production.js',
    );
    expect(moduleName('\0vite/preload-helper.js?commonjs', '/repo')).toBe('vite/preload-helper.js');
  });

  it('sums the modules of the chunks asked for, and no others', () => {
    const chunks = {
      'assets/a.js': { 'src/a.ts': 100, 'react/index.js': 50 },
      'assets/b.js': { 'src/b.ts': 30, 'react/index.js': 5 },
      'assets/lazy.js': { 'src/lazy.ts': 999 },
    };
    expect(modulesOf(chunks, ['assets/a.js', 'assets/b.js'])).toEqual({
      'src/a.ts': 100,
      'src/b.ts': 30,
      'react/index.js': 55,
    });
  });

  it('lists what grew or is new, largest first, and leaves out what shrank', () => {
    const before = { 'src/a.ts': 100, 'src/b.ts': 200, 'src/gone.ts': 70 };
    const now = { 'src/a.ts': 150, 'src/b.ts': 180, 'src/new.ts': 400 };
    expect(grown(before, now)).toEqual([
      { module: 'src/new.ts', before: 0, now: 400, grew: 400 },
      { module: 'src/a.ts', before: 100, now: 150, grew: 50 },
    ]);
    expect(growthReport(before, now).split('\n')).toEqual([
      '  +400 B  src/new.ts (new, 400)',
      '  +50 B  src/a.ts (100 → 150)',
    ]);
    expect(growthReport(before, now, 1)).toContain('… and 1 more');
    expect(growthReport(now, now)).toContain('no module grew');
  });
});
