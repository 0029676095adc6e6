import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { IconButton } from '@mui/material';
import { memo, useCallback, useEffect, useRef } from 'react';
import type { Identifier } from 'react-admin';
import type { WeeklyRecord } from '.';
import { WeeklyEditRow } from './WeeklyEditRow';
import { cellText, WEEKLY_COLUMNS, type WeeklyField, type WeeklyFormats } from './weeklyColumns';
import type { WeeklyChanges } from './weeklyDraft';

/** Texts every row shows, translated once per locale by the table. */
export interface RowTexts {
  /** The Edit button's name: the listing's address when it has one. */
  edit: (address: string) => string;
  delete: string;
  repeat: string;
  /** Each column's header: a phone shows it above the value, in a card per row. */
  columns: Record<WeeklyField, string>;
  hintId: string;
}

export interface WeeklyRowProps {
  row: WeeklyRecord;
  editing: boolean;
  saving: boolean;
  /** The cell the admin opened the row from (only set on the editing row). */
  focusField?: WeeklyField;
  formats: WeeklyFormats;
  texts: RowTexts;
  onEdit: (id: Identifier, field: WeeklyField) => void;
  onCancel: () => void;
  onSave: (row: WeeklyRecord, changes: WeeklyChanges) => Promise<boolean>;
  onDelete: (row: WeeklyRecord) => void;
  /** Where the row's draft is kept, and what finds the row again (only used in edit mode). */
  draftKeyOf: (row: WeeklyRecord) => string;
  draftMeta?: Record<string, unknown>;
}

/** Cells are focusable; a click or Enter opens the row in edit mode at that cell. */
const WeeklyCells = ({
  row,
  formats,
  texts,
  onEdit,
  cellRefs,
}: Pick<WeeklyRowProps, 'row' | 'formats' | 'texts' | 'onEdit'> & {
  cellRefs: { current: Partial<Record<WeeklyField, HTMLTableCellElement | null>> };
}) => (
  <>
    {WEEKLY_COLUMNS.map((column) => (
      <td
        key={column.field}
        // Numbers and days stay whole on one line ("179 900 $" was cut inside the currency).
        className={column.kind === 'text' ? undefined : 'weekly-nowrap'}
        data-field={column.field}
        data-label={texts.columns[column.field]}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: each cell is an edit target (click or Enter opens its row); a button inside would hide the cell's value semantics
        tabIndex={0}
        aria-describedby={texts.hintId}
        ref={(element) => {
          cellRefs.current[column.field] = element;
        }}
        onClick={() => onEdit(row.id, column.field)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onEdit(row.id, column.field);
          }
        }}
      >
        {cellText(row, column, formats)}
      </td>
    ))}
  </>
);

/** The column a row opened by its Edit button starts in. */
const FIRST_FIELD = WEEKLY_COLUMNS[0].field;

/**
 * One weekly row, in plain table elements styled once by the table (a hundred rows of MUI
 * TableCells cost several times more to render). Memoized: rows only re-render when their record,
 * their editing flag or their
 * saving flag change, so entering or leaving edit mode re-renders one row out of a hundred.
 */
export const WeeklyRow = memo(function WeeklyRow(props: WeeklyRowProps) {
  const { row, editing, saving, focusField, formats, texts, onEdit, onCancel, onSave, onDelete } = props;
  const { draftKeyOf, draftMeta } = props;
  const cellRefs = useRef<Partial<Record<WeeklyField, HTMLTableCellElement | null>>>({});
  const editButton = useRef<HTMLButtonElement>(null);
  const lastField = useRef<WeeklyField>('list_price');
  /** Whether the row was opened by its Edit button (focus goes back there) or from a cell. */
  const fromButton = useRef(false);
  const wasEditing = useRef(editing);

  useEffect(() => {
    if (editing && focusField) lastField.current = focusField;
    // Back from edit mode with focus lost (its input unmounted): return it to where it came from.
    const active = document.activeElement;
    if (wasEditing.current && !editing && (!active || active === document.body)) {
      const target = fromButton.current ? editButton.current : cellRefs.current[lastField.current];
      target?.focus({ preventScroll: true });
    }
    wasEditing.current = editing;
  }, [editing, focusField]);

  const editFromCell = useCallback(
    (id: Identifier, field: WeeklyField) => {
      fromButton.current = false;
      onEdit(id, field);
    },
    [onEdit],
  );
  const editFromButton = () => {
    fromButton.current = true;
    onEdit(row.id, FIRST_FIELD);
  };

  const className = row.repeat ? 'weekly-repeat' : undefined;
  const editLabel = texts.edit(String(row.address ?? '').trim());
  if (editing) {
    return (
      <WeeklyEditRow
        row={row}
        saving={saving}
        focusField={focusField}
        className={className}
        onCancel={onCancel}
        onSave={onSave}
        draftKey={draftKeyOf(row)}
        draftMeta={{ ...draftMeta, label: row.address }}
      />
    );
  }
  return (
    <tr className={className} title={row.repeat ? texts.repeat : undefined} data-id={String(row.id)}>
      <WeeklyCells row={row} formats={formats} texts={texts} onEdit={editFromCell} cellRefs={cellRefs} />
      <td className="weekly-nowrap weekly-sticky-end">
        {/* The same edit mode as a click on a cell, for keyboard, touch and screen-reader users. */}
        <IconButton
          ref={editButton}
          size="small"
          className="weekly-action weekly-edit-button"
          aria-label={editLabel}
          title={editLabel}
          onClick={editFromButton}
        >
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          className="weekly-action"
          aria-label={texts.delete}
          title={texts.delete}
          onClick={() => onDelete(row)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
        {row.repeat ? (
          <ErrorOutlineIcon
            color="error"
            fontSize="small"
            titleAccess={texts.repeat}
            sx={{ verticalAlign: 'middle' }}
          />
        ) : null}
      </td>
    </tr>
  );
});
