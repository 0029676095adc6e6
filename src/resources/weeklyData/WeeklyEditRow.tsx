import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { CircularProgress, IconButton } from '@mui/material';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { UnsavedChangesConfirm } from '../../engine/views/UnsavedChangesConfirm';
import { useTranslate } from '../../i18n/useTranslate';
import { dayPattern, formatDayAs, readDayAs } from '../../lib/dates';
import { clearDraft, readDraft, writeDraft } from '../../lib/drafts';
import type { WeeklyRecord } from '.';
import { type ColumnKind, WEEKLY_COLUMNS, type WeeklyField } from './weeklyColumns';
import {
  changedFields,
  type DraftErrors,
  fromDraft,
  toDraft,
  validateDraft,
  type WeeklyChanges,
  type WeeklyDraft,
} from './weeklyDraft';

export interface EditRowProps {
  row: WeeklyRecord;
  saving: boolean;
  focusField?: WeeklyField;
  className?: string;
  onCancel: () => void;
  /** Resolves true when saved; on false the row stays in edit mode with the admin's values. */
  onSave: (row: WeeklyRecord, changes: WeeklyChanges) => Promise<boolean>;
  /** Where the row's unsaved input is kept (lib/drafts), with what it takes to find the row again. */
  draftKey: string;
  draftMeta: Record<string, unknown>;
}

// Every input is a plain text input. Numbers: the platform writes them its own way ("$465,000",
// "2.5%"), and a number input would show such a value as empty. Dates: a native date input
// follows the browser's language, not the console's; these show and read the day in the
// console's order (jj/mm/aaaa, TT.MM.JJJJ) and keep it as yyyy-MM-dd in the draft. (A row of ten
// MUI pickers would make entering edit mode several times slower.)
const INPUT_MODE: Partial<Record<ColumnKind, 'numeric' | 'decimal'>> = {
  price: 'numeric',
  decimal: 'decimal',
  integer: 'numeric',
  date: 'numeric',
};

/**
 * A row in edit mode: inputs holding the values as the platform sent them, Enter saves, Escape
 * cancels (asking first when something changed). Only changed fields are checked and sent; the
 * changes are kept as a draft until saved or discarded. Plain inputs styled by the table: ten MUI
 * TextFields made entering edit mode several times slower.
 */
export const WeeklyEditRow = ({
  row,
  saving,
  focusField,
  className,
  onCancel,
  onSave,
  draftKey,
  draftMeta,
}: EditRowProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const pattern = dayPattern(locale);
  const datePlaceholder = pattern
    .replace('dd', translate('app.widgets.date.placeholder_day'))
    .replace('MM', translate('app.widgets.date.placeholder_month'))
    .replace('yyyy', translate('app.widgets.date.placeholder_year'));
  const [initial] = useState<WeeklyDraft>(() => toDraft(row));
  const [draft, setDraft] = useState<WeeklyDraft>(() => ({
    ...initial,
    ...(readDraft(draftKey)?.values as Partial<WeeklyDraft> | undefined),
  }));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [asking, setAsking] = useState(false);
  const inputs = useRef<Partial<Record<WeeklyField, HTMLInputElement | null>>>({});
  const changed = changedFields(initial, draft);

  const edit = (field: WeeklyField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    const kept = Object.fromEntries(changedFields(initial, next).map((name) => [name, next[name]]));
    writeDraft(draftKey, kept, draftMeta);
  };

  const cancel = () => (changed.length ? setAsking(true) : onCancel());

  // The admin opened the row from a cell: the caret lands in that cell's input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on entering edit mode
  useEffect(() => {
    inputs.current[focusField ?? 'list_price']?.focus({ preventScroll: true });
  }, []);

  const save = async () => {
    if (saving) return;
    const found = validateDraft(draft, initial);
    setErrors(found);
    const firstInvalid = WEEKLY_COLUMNS.find((column) => found[column.field]);
    if (firstInvalid) {
      inputs.current[firstInvalid.field]?.focus();
      return;
    }
    if (await onSave(row, fromDraft(draft, initial, row))) clearDraft(draftKey);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing) return;
    // Enter on the row's own icon buttons keeps their meaning (Cancel must not save).
    if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape' && !asking) {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <tr className={className} onKeyDown={onKeyDown} data-editing="true">
      {WEEKLY_COLUMNS.map(({ field, kind }) => {
        const error = errors[field];
        const errorId = `weekly-${row.id}-${field}-error`;
        const label = translate(`app.weekly.columns.${field}`);
        return (
          <td key={field} className={`weekly-edit-cell weekly-${kind}`} data-field={field} data-label={label}>
            <input
              className="weekly-input"
              type="text"
              value={kind === 'date' ? formatDayAs(draft[field], pattern) : draft[field]}
              placeholder={kind === 'date' ? datePlaceholder : undefined}
              aria-label={label}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              inputMode={INPUT_MODE[kind]}
              ref={(element) => {
                inputs.current[field] = element;
              }}
              onChange={(event) => {
                edit(field, kind === 'date' ? readDayAs(event.target.value, pattern) : event.target.value);
                if (error) setErrors((current) => ({ ...current, [field]: undefined }));
              }}
            />
            {error ? (
              <span id={errorId} className="weekly-error">
                {translate(error)}
              </span>
            ) : null}
          </td>
        );
      })}
      <td className="weekly-nowrap weekly-edit-cell weekly-sticky-end">
        <IconButton
          size="small"
          className="weekly-action"
          aria-label={translate('app.weekly.cancel')}
          title={translate('app.weekly.cancel')}
          onClick={cancel}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          color="primary"
          className="weekly-action"
          aria-label={translate('app.weekly.save')}
          title={translate('app.weekly.save')}
          onClick={() => void save()}
          disabled={saving}
        >
          {saving ? <CircularProgress size={18} /> : <CheckIcon fontSize="small" />}
        </IconButton>
        <UnsavedChangesConfirm
          open={asking}
          draftKey={draftKey}
          onClose={() => setAsking(false)}
          onDiscard={onCancel}
        />
      </td>
    </tr>
  );
};
