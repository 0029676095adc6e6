import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A success message only after the server confirmed the change: react-admin's undoable and
 * optimistic modes show theirs before the call is even sent. Every mutation of the console is
 * pessimistic, and the components whose default is undoable (Edit, EditBase, DeleteButton,
 * BulkDeleteButton, …) say so explicitly.
 */
const SRC = join(__dirname, '../../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const UNDOABLE_BY_DEFAULT =
  /<(Edit|EditBase|EditGuesser|DeleteButton|DeleteWithUndoButton|BulkDeleteButton|BulkDeleteWithUndoButton|BulkUpdateButton|UpdateButton|InPlaceEditor)\b[^>]*>/gs;

describe('mutation modes', () => {
  const files = sources(SRC).map((path) => ({
    path: path.slice(SRC.length + 1),
    text: readFileSync(path, 'utf8'),
  }));

  it('no code asks for the undoable or optimistic mode', () => {
    const offending = files
      .filter(({ text }) => /mutationMode\s*[:=]\s*\{?\s*['"](undoable|optimistic)['"]/.test(text))
      .map(({ path }) => path);
    expect(offending).toEqual([]);
  });

  it('components that are undoable by default are told to be pessimistic', () => {
    const offending: string[] = [];
    for (const { path, text } of files) {
      for (const match of text.matchAll(UNDOABLE_BY_DEFAULT)) {
        if (!/mutationMode="pessimistic"/.test(match[0])) offending.push(`${path}: ${match[0].slice(0, 60)}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('finds the ones the console has (the check looks at real code)', () => {
    const found = files.flatMap(({ text }) =>
      [...text.matchAll(UNDOABLE_BY_DEFAULT)].map((match) => match[1]),
    );
    // The bulk delete is a declared bulk action now (src/engine/views/BulkActions.tsx): it calls the
    // provider itself, record by record, and reports only what the server confirmed.
    expect(found).toEqual(expect.arrayContaining(['EditBase']));
  });
});
