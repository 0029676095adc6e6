import {
  type ComponentProps,
  type ComponentType,
  type Ref,
  type SVGProps,
  useCallback,
  useMemo,
} from 'react';
import { useLocaleState } from 'react-admin';
import PhoneNumberInput, {
  type Country,
  type FlagProps,
  getCountryCallingCode,
  isSupportedCountry,
  type Labels,
  parsePhoneNumber,
} from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import de from 'react-phone-number-input/locale/de.json';
import en from 'react-phone-number-input/locale/en.json';
import es from 'react-phone-number-input/locale/es.json';
import fr from 'react-phone-number-input/locale/fr.json';
import { useTranslate } from '../../i18n/useTranslate';
import 'react-phone-number-input/style.css';
import { DEFAULT_COUNTRY_CODE, joinPhone } from '../../lib/phone';

const COUNTRY_LABELS: Record<string, Labels> = { en, fr, es, de };

/** The library forwards `ref` to its <input type=tel> (its typings only describe a class). */
const NumberInput = PhoneNumberInput as unknown as ComponentType<
  ComponentProps<typeof PhoneNumberInput> & { ref?: Ref<HTMLInputElement> }
>;

/**
 * Flags are the library's bundled SVGs (`react-phone-number-input/flags`), drawn the same on every
 * system: Unicode flag emoji show as two letters or empty boxes on Windows and many Linux
 * desktops, and the library's default images come from an outside host. They ship in this lazy
 * chunk with the rest of the control, never in the first page. The country select beside it
 * names the country for screen readers; the picture is decoration (its tooltip: the country's
 * name in the console's language).
 */
const SvgFlag = ({ country, countryName }: FlagProps) => {
  // The flag components spread their other props onto the <svg> (typed as `title` only).
  const Flag = flags[country as Country] as
    | ComponentType<SVGProps<SVGSVGElement> & { title: string }>
    | undefined;
  return Flag ? (
    <Flag title={countryName} aria-hidden="true" className="PhoneInputCountryIconImg" />
  ) : (
    <span aria-hidden="true" />
  );
};

/** Stored values may be national digits with the code kept elsewhere; the control shows them as E.164. */
export function toE164(value: unknown, countryCode?: unknown): string | undefined {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (!text) return undefined;
  if (text.startsWith('+')) return `+${text.replace(/\D/g, '')}`;
  return joinPhone(typeof countryCode === 'string' ? countryCode : DEFAULT_COUNTRY_CODE, text) || undefined;
}

/**
 * In the international form the library reads digits typed into an emptied field as a calling
 * code ("4" → "+4"). An admin who starts afresh without "+" (typing, or pasting "(415) 555-2671")
 * means a number of the selected country, or of `fallback` when none is (an emptied field
 * shows "International"): its E.164, or undefined to leave the input to the library.
 */
export function freshNational(
  input: HTMLInputElement,
  inserted: string,
  fallback: string,
): string | undefined {
  const text = inserted.trim();
  if (!text || text.startsWith('+')) return undefined;
  const kept = input.value.slice(0, input.selectionStart ?? 0) + input.value.slice(input.selectionEnd ?? 0);
  if (kept.trim()) return undefined;
  const selected = input.closest('.PhoneInput')?.querySelector('select')?.value ?? '';
  const country = isSupportedCountry(selected) ? selected : fallback;
  if (!isSupportedCountry(country)) return undefined;
  try {
    const number = parsePhoneNumber(text, country);
    if (number) return number.number;
  } catch {
    // Too short to read yet (one digit typed): the digits after the calling code.
  }
  const digits = text.replace(/\D/g, '');
  return digits ? `+${getCountryCallingCode(country)}${digits}` : undefined;
}

export interface PhoneControlProps {
  id: string;
  name: string;
  value: unknown;
  /** Country code stored beside a national number ('+1'). */
  countryCode?: unknown;
  onChange(value: string): void;
  onBlur(): void;
  defaultCountry: string;
  invalid: boolean;
  describedBy: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** The <input type=tel>, e.g. for MUI's input base to focus it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The country selector and number field of react-phone-number-input with libphonenumber's
 * metadata: the heavy part of PhoneInput, in its own chunk.
 */
const PhoneControl = ({
  value,
  countryCode,
  onChange,
  defaultCountry,
  invalid,
  describedBy,
  ref,
  ...rest
}: PhoneControlProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // The number input: the caller's ref (MUI's, to focus it) and, before the library reads what
  // is typed or pasted, a number started afresh without "+" (a native listener: React's
  // onBeforeInput does not see a paste).
  const numberRef = useCallback(
    (input: HTMLInputElement | null) => {
      const pass = (node: HTMLInputElement | null) => {
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      };
      pass(input);
      if (!input) return;
      const fresh = (event: InputEvent) => {
        if (!event.cancelable) return;
        const inserted = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
        const next = freshNational(input, inserted, defaultCountry);
        if (next === undefined) return;
        event.preventDefault();
        onChange(next);
      };
      input.addEventListener('beforeinput', fresh);
      return () => {
        input.removeEventListener('beforeinput', fresh);
        pass(null);
      };
    },
    [ref, defaultCountry, onChange],
  );
  const labels = useMemo<Labels>(
    () => ({
      ...(COUNTRY_LABELS[locale] ?? en),
      country: translate('app.widgets.phone.country'),
      phone: translate('app.widgets.phone.number'),
      ZZ: translate('app.widgets.phone.international'),
    }),
    [locale, translate],
  );
  return (
    <NumberInput
      {...rest}
      ref={numberRef}
      value={toE164(value, countryCode)}
      onChange={(next) => onChange(next ?? '')}
      defaultCountry={defaultCountry as Country}
      labels={labels}
      flagComponent={SvgFlag}
      // The lists' one form ("+1 718 555 2475"), shown and typed.
      international
      autoComplete="tel"
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  );
};

export default PhoneControl;
