import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The engine (src/engine) turns declarations into a provider and screens: it may use the shared
 * layers (src/api, src/lib, src/components, src/i18n's hooks), never a resource, the account
 * screens, the layout or a page. A resource name in the engine would make it the app's.
 */
const SRC = resolve('src');
const APP = ['resources', 'auth', 'layout', 'pages', 'firstFrame'];
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('the engine', () => {
  it('imports nothing from the app (resources, auth, layout, pages)', () => {
    const found: string[] = [];
    for (const file of files(join(SRC, 'engine')))
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = relative(SRC, resolve(file, '..', spec));
        if (APP.includes(target.split('/')[0])) found.push(`${relative(SRC, file)} → ${target}`);
      }
    expect(found).toEqual([]);
  });
});
