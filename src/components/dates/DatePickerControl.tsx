import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { Locale } from 'date-fns';
import { de, enUS, es, fr } from 'date-fns/locale';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { dayPattern, INVALID_DAY, parseDate, toIsoDay } from '../../lib/dates';

/**
 * MUI X's DatePicker on date-fns, in the console's language: the field shows the day in that
 * language's order with its placeholders (jj/mm/aaaa, TT.MM.JJJJ), typed from the keyboard or
 * chosen in a calendar that starts the week and names the months as the language does. Its own
 * chunk, loaded with the forms that hold a date (DateInput, DayField), never on the login page.
 *
 * The value in and out is the platform's 'yyyy-MM-dd' (src/lib/dates.ts), '' when empty, or
 * INVALID_DAY while what was typed is not a whole date: payloads never see a Date object.
 */
const DATE_FNS_LOCALES: Record<string, Locale> = { en: enUS, fr, es, de };

export interface DatePickerControlProps {
  id: string;
  name?: string;
  /** 'yyyy-MM-dd', '' or INVALID_DAY. */
  value: unknown;
  onChange(value: string): void;
  onBlur?(): void;
  label: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
  /** Earliest day the calendar offers ('yyyy-MM-dd'); the form's validators say why a day is refused. */
  minDay?: string;
  disabled?: boolean;
  readOnly?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  margin?: 'dense' | 'none' | 'normal';
  variant?: 'filled' | 'outlined' | 'standard';
  sx?: object;
}

/** The picker's texts, from the message files (app.widgets.date.*), so every language has them. */
function useLocaleText(): Partial<PickersLocaleText> {
  const translate = useTranslate();
  return useMemo(
    () => ({
      previousMonth: translate('app.widgets.date.previous_month'),
      nextMonth: translate('app.widgets.date.next_month'),
      openPreviousView: translate('app.widgets.date.previous_view'),
      openNextView: translate('app.widgets.date.next_view'),
      calendarViewSwitchingButtonAriaLabel: (view) =>
        translate(
          view === 'year' ? 'app.widgets.date.year_view_open' : 'app.widgets.date.calendar_view_open',
        ),
      cancelButtonLabel: translate('app.widgets.date.cancel'),
      clearButtonLabel: translate('app.widgets.date.clear'),
      okButtonLabel: translate('app.widgets.date.ok'),
      todayButtonLabel: translate('app.widgets.date.today'),
      datePickerToolbarTitle: translate('app.widgets.date.toolbar_title'),
      openDatePickerDialogue: (formatted) =>
        formatted
          ? translate('app.widgets.date.open_selected', { date: formatted })
          : translate('app.widgets.date.open'),
      fieldClearLabel: translate('app.widgets.date.clear'),
      dateTableLabel: translate('app.widgets.date.calendar'),
      fieldDayPlaceholder: () => translate('app.widgets.date.placeholder_day'),
      fieldMonthPlaceholder: () => translate('app.widgets.date.placeholder_month'),
      fieldYearPlaceholder: () => translate('app.widgets.date.placeholder_year'),
      year: translate('app.widgets.date.year'),
      month: translate('app.widgets.date.month'),
      day: translate('app.widgets.date.day'),
      empty: translate('app.widgets.date.empty'),
    }),
    [translate],
  );
}

const toDate = (value: unknown): Date | null => (value ? (parseDate(toIsoDay(value)) ?? null) : null);

const DatePickerControl = ({
  id,
  name,
  value,
  onChange,
  onBlur,
  label,
  error,
  helperText,
  minDay,
  disabled,
  readOnly,
  fullWidth = true,
  size = 'small',
  margin = 'dense',
  variant = 'filled',
  sx,
}: DatePickerControlProps) => {
  const [locale] = useLocaleState();
  const language = locale.split('-')[0] ?? 'en';
  const localeText = useLocaleText();
  // The picker keeps its own Date (an Invalid Date while the admin is typing): handing it back
  // an empty value would wipe the parts already typed. It follows the form when the form's value
  // changes from outside (a reset, a restored draft).
  const [date, setDate] = useState<Date | null>(() => toDate(value));
  const iso = typeof value === 'string' ? value : '';
  useEffect(() => {
    setDate((current) => {
      if (iso === INVALID_DAY) return current;
      const currentIso = current && !Number.isNaN(current.getTime()) ? toIsoDay(current) : '';
      return currentIso === iso ? current : toDate(iso);
    });
  }, [iso]);

  // The picker publishes nothing while an empty field is typed into only in part (its value stays
  // null): on leaving the field, parts typed without a whole day make the value INVALID_DAY, so
  // the form says so instead of taking the field for empty. The hidden input holds the parts.
  const partsInput = useRef<HTMLInputElement>(null);
  const leave = () => {
    if (date === null && partsInput.current?.value) onChange(INVALID_DAY);
    onBlur?.();
  };

  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={DATE_FNS_LOCALES[language] ?? enUS}
      localeText={localeText}
    >
      <DatePicker
        value={date}
        format={dayPattern(locale)}
        minDate={minDay ? parseDate(minDay) : undefined}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(next) => {
          setDate(next);
          if (!next) onChange('');
          else onChange(Number.isNaN(next.getTime()) ? INVALID_DAY : toIsoDay(next));
        }}
        slotProps={{
          textField: {
            id,
            name,
            label,
            error,
            helperText,
            fullWidth,
            size,
            margin,
            variant,
            onBlur: leave,
            inputRef: partsInput,
            // An empty field shows its format (jj/mm/aaaa) in the secondary text colour: MUI X's
            // faded placeholder (42 % opacity) is below the contrast the console keeps (WCAG AA).
            sx: {
              ...(iso === '' && {
                '& .MuiPickersInputBase-sectionsContainer': { opacity: 1, color: 'text.secondary' },
              }),
              ...sx,
            },
            // The label stays above the field, so its format (jj/mm/aaaa) shows before any typing.
            slotProps: {
              inputLabel: { shrink: true },
              // The parts' values (a month read aloud by name) are the record's data, not texts
              // of the console: the pseudo-locale check leaves them alone, as it does any value.
              input: { 'data-user-content': '' } as object,
            },
          },
          // Only days from the platform's range are offered; the form's rules say why.
          field: { clearable: false },
        }}
      />
    </LocalizationProvider>
  );
};

export default DatePickerControl;
