// The message keys the declarations need (src/pages/messageKeys.ts), loaded through Vite's
// module runner (the declarations are TypeScript). A tree without declarations (a test fixture)
// needs none.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export async function requiredByDeclarations(root) {
  const entry = join(root, 'src/pages/messageKeys.ts');
  if (!existsSync(entry)) return undefined;
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error', root });
  return module.requiredMessageKeys();
}

/** Where a missing key belongs among the English files. */
export function fileFor(key) {
  if (key.startsWith('resources.')) return 'src/i18n/en/resources.json';
  if (key.startsWith('app.menu.')) return 'src/i18n/en/common.json';
  if (key.startsWith('ra.')) return 'src/i18n/en/ra.json';
  return 'src/i18n/en/<area>.json';
}
