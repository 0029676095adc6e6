import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Runs the i18n scripts (scripts/i18n-*.mjs) as a translator would, against throw-away trees. */
export type Files = Record<string, string>;
const roots: string[] = [];

/** A fresh directory holding `files` (relative path → text). */
export function makeTree(files: Files): string {
  const root = mkdtempSync(join(tmpdir(), 'i18n-tree-'));
  roots.push(root);
  writeFiles(root, files);
  return root;
}

export function writeFiles(root: string, files: Files): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

/** A copy of this repository's src/i18n (message files, locale list, notes) in a fresh tree. */
export function copyOfMessages(): string {
  const root = mkdtempSync(join(tmpdir(), 'i18n-copy-'));
  roots.push(root);
  cpSync(join(process.cwd(), 'src/i18n'), join(root, 'src/i18n'), {
    recursive: true,
    filter: (source) => !/\.(ts|tsx)$/.test(source),
  });
  return root;
}

/** { 'src/i18n/fr/pages.json': text, … } of every JSON file under src/i18n of a tree. */
export function messageFiles(root: string): Files {
  const out: Files = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json')) out[path] = readFileSync(join(root, path), 'utf8');
    }
  };
  walk('src/i18n');
  return out;
}

export function removeTrees(): void {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
}

/** `node scripts/<script> …args --root <root>`: exit status and everything printed. */
export function runScript(
  script: string,
  root: string,
  args: string[] = [],
): Promise<{ status: number | null; output: string; stdout: string }> {
  const path = join(process.cwd(), 'scripts', script);
  return new Promise((done) => {
    execFile(
      process.execPath,
      [path, ...args, '--root', root],
      { timeout: 30000, cwd: root },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        done({ status, output: `${stdout}${stderr}`, stdout });
      },
    );
  });
}
