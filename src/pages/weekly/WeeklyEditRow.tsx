import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { CircularProgress, IconButton } from '@mui/material';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import type { WeeklyRecord } from '../dataContracts';
import { type ColumnKind, WEEKLY_COLUMNS, type WeeklyField } from './weeklyColumns';
import { type DraftErrors, fromDraft, toDraft, validateDraft, type WeeklyDraft } from './weeklyDraft';

export interface EditRowProps {
  row: WeeklyRecord;
  saving: boolean;
  focusField?: WeeklyField;
  className?: string;
  onCancel: () => void;
  /** Resolves true when saved; on false the row stays in edit mode with the admin's values. */
  onSave: (row: WeeklyRecord, changes: Pick<WeeklyRecord, WeeklyField>) => Promise<boolean>;
}

const INPUT_TYPE: Record<ColumnKind, string> = {
  price: 'number',
  decimal: 'number',
  integer: 'number',
  text: 'text',
  date: 'date',
};
const STEP: Partial<Record<ColumnKind, string>> = { price: '1', decimal: 'any', integer: '1' };
const INPUT_MODE: Partial<Record<ColumnKind, 'numeric' | 'decimal'>> = {
  price: 'numeric',
  decimal: 'decimal',
  integer: 'numeric',
};

/**
 * A row in edit mode: typed inputs, Enter saves, Escape cancels. Its draft lives here only. Plain
 * inputs styled by the table: ten MUI TextFields made entering edit mode several times slower.
 */
export const WeeklyEditRow = ({ row, saving, focusField, className, onCancel, onSave }: EditRowProps) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<WeeklyDraft>(() => toDraft(row));
  const [errors, setErrors] = useState<DraftErrors>({});
  const inputs = useRef<Partial<Record<WeeklyField, HTMLInputElement | null>>>({});

  // The admin opened the row from a cell: the caret lands in that cell's input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on entering edit mode
  useEffect(() => {
    inputs.current[focusField ?? 'list_price']?.focus({ preventScroll: true });
  }, []);

  const save = async () => {
    if (saving) return;
    const found = validateDraft(draft);
    setErrors(found);
    const firstInvalid = WEEKLY_COLUMNS.find((column) => found[column.field]);
    if (firstInvalid) {
      inputs.current[firstInvalid.field]?.focus();
      return;
    }
    await onSave(row, fromDraft(draft));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing) return;
    // Enter on the row's own icon buttons keeps their meaning (Cancel must not save).
    if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <tr className={className} onKeyDown={onKeyDown} data-editing="true">
      {WEEKLY_COLUMNS.map(({ field, kind }) => {
        const error = errors[field];
        const errorId = `weekly-${row.id}-${field}-error`;
        return (
          <td key={field} className={`weekly-edit-cell weekly-${kind}`}>
            <input
              className="weekly-input"
              type={INPUT_TYPE[kind]}
              value={draft[field]}
              aria-label={translate(`app.weekly.columns.${field}`)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              min={STEP[kind] ? 0 : undefined}
              step={STEP[kind]}
              inputMode={INPUT_MODE[kind]}
              ref={(element) => {
                inputs.current[field] = element;
              }}
              onChange={(event) => {
                const { value } = event.target;
                setDraft((current) => ({ ...current, [field]: value }));
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
      <td className="weekly-nowrap weekly-edit-cell">
        <IconButton
          size="small"
          aria-label={translate('app.weekly.cancel')}
          title={translate('app.weekly.cancel')}
          onClick={onCancel}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          color="primary"
          aria-label={translate('app.weekly.save')}
          title={translate('app.weekly.save')}
          onClick={() => void save()}
          disabled={saving}
        >
          {saving ? <CircularProgress size={18} /> : <CheckIcon fontSize="small" />}
        </IconButton>
      </td>
    </tr>
  );
};
