import { downloadCSV } from 'react-admin';
import { toCsv } from '../../lib/csv';
import type { JournalEntry } from '../../lib/journal';
import type { useJournalText } from './journalText';

type Text = ReturnType<typeof useJournalText>;

/**
 * The journal as a CSV, by the console's rule (src/lib/csv.ts: no cell read as a formula): one
 * line per field changed, a batch's records each on their own lines, in the admin's language.
 */
export async function exportJournal(
  entries: readonly JournalEntry[],
  headers: string[],
  text: Text,
  filename: string,
): Promise<void> {
  const { displayPhone } = await import('../../lib/phoneNumbers');
  const rows: unknown[][] = [];
  const add = (entry: JournalEntry, kind: string) => {
    const base = [
      text.time(entry.at),
      entry.admin,
      text.resource(entry.resource),
      entry.recordName,
      kind,
      text.result(entry),
    ];
    if (!entry.changes.length) rows.push([...base, '', '', '']);
    for (const change of entry.changes)
      rows.push([
        ...base,
        text.field(entry.resource, change.field),
        text.fieldValue(entry, change.field, change.before, displayPhone),
        text.fieldValue(entry, change.field, change.after, displayPhone),
      ]);
  };
  for (const entry of entries) {
    add(entry, text.kind(entry));
    for (const item of entry.items ?? []) add(item, text.kind(entry));
  }
  downloadCSV(await toCsv(headers, rows), filename);
}
