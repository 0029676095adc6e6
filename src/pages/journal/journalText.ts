import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { type AnyResource, fieldLabel, SHEET_IMPORT, type ShowWith, shownValue } from '../../engine';
import { useFormatDate } from '../../i18n/format';
import { useTranslate } from '../../i18n/useTranslate';
import type { JournalEntry } from '../../lib/journal';
import { resources } from '../../resources/registry';

const byName = new Map<string, AnyResource>(
  resources.map((resource) => [resource.name, resource as AnyResource]),
);

/** A declaration by name (undefined for a name no longer declared: the journal keeps its entry). */
export const resourceNamed = (name: string): AnyResource | undefined => byName.get(name);

const fieldOf = (resourceName: string, source: string) =>
  resourceNamed(resourceName)?.fields.find((candidate) => candidate.source === source);

/** Whether an entry (or a record of its batch) shows a phone: the formatter loads only then. */
export const showsPhone = (entry: JournalEntry): boolean =>
  entry.changes.some((change) => {
    const field = fieldOf(entry.resource, change.field);
    return field?.kind === 'phone' || field?.display === 'phone';
  }) || Boolean(entry.items?.some(showsPhone));

/** How the journal says things, in the admin's language. */
export function useJournalText() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const [locale] = useLocaleState();
  return useMemo(() => {
    const empty = translate('app.journal.empty_value');
    const value = (value: unknown) => {
      if (value === undefined || value === null || value === '') return empty;
      if (typeof value === 'boolean') return translate(value ? 'app.export.yes' : 'app.export.no');
      const shown = typeof value === 'object' ? JSON.stringify(value) : String(value);
      // A picture's data URI or a long text: its start, the whole is kept for the undo.
      return shown.length > 120 ? `${shown.slice(0, 117)}…` : shown;
    };
    const actionLabel = (entry: JournalEntry) => {
      const action = entry.action ?? '';
      if (entry.kind === 'batch') {
        if (action === 'delete' || action === 'deleteMany') return translate('ra.action.delete');
        if (action === SHEET_IMPORT) return translate('app.sheet.import');
        return translate(`resources.${entry.resource}.bulk.${action}`, { _: action });
      }
      return translate(`resources.${entry.resource}.journal.${action}`, { _: action });
    };
    return {
      resource: (name: string) => translate(`resources.${name}.name`, { smart_count: 2, _: name }),
      field: (resourceName: string, source: string) => {
        const resource = resourceNamed(resourceName);
        const field = fieldOf(resourceName, source);
        return resource && field ? translate(fieldLabel(resource, field)) : source;
      },
      value,
      /**
       * A field's value as the list shows it (a phone with the record's country code, a date, a
       * role); a phone as stored until the formatter (lib/phoneNumbers) is given.
       */
      fieldValue: (
        entry: JournalEntry,
        source: string,
        shown: unknown,
        displayPhone?: ShowWith['displayPhone'],
      ) => {
        const field = fieldOf(entry.resource, source);
        const record = entry.before ?? entry.after;
        return value(field ? shownValue(field, shown, record, { translate, locale, displayPhone }) : shown);
      },
      kind: (entry: JournalEntry) =>
        entry.kind === 'action' || entry.kind === 'batch'
          ? translate(`app.journal.kind.${entry.kind}`, { action: actionLabel(entry) })
          : translate(`app.journal.kind.${entry.kind}`),
      result: (entry: JournalEntry) => translate(`app.journal.results.${entry.result}`),
      time: (at: number) => formatDate(at, 'dateTime'),
    };
  }, [translate, formatDate, locale]);
}
