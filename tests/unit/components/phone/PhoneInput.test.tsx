import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_INVALID, PHONE_REQUIRED, PhoneInput, validatePhone } from '../../../../src/components';
import { freshNational, toE164 } from '../../../../src/components/phone/PhoneControl';
import { splitPhone } from '../../../../src/lib/phone';
import { displayPhone } from '../../../../src/lib/phoneNumbers';
import { renderInForm } from '../render';

function setup(
  props: Partial<React.ComponentProps<typeof PhoneInput>> = {},
  record: Record<string, unknown> = {},
) {
  const onSubmit = vi.fn();
  renderInForm(<PhoneInput source="phone" label="app.widgets.phone.number" {...props} />, {
    record: { id: 'a1', ...record },
    onSubmit,
  });
  return { onSubmit };
}

// The first test pays for transforming the lazy chunk (libphonenumber metadata): allow it time.
const LOAD = { timeout: 8000 };
const phoneInput = () => screen.findByLabelText(/Phone number/, { selector: 'input' }, LOAD);

const submit = async () => fireEvent.click(await screen.findByRole('button', { name: 'Save' }));

describe('PhoneInput (lazy control, from src/components)', () => {
  // Must run first in this file, before the control's chunk is cached.
  it('validates a submit made before the control has loaded', async () => {
    const { onSubmit } = setup({ requiredMessage: PHONE_REQUIRED });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Please fill the contact number', {}, LOAD)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads, registers with the form and submits E.164 that splits into the spec payload', async () => {
    const { onSubmit } = setup();
    const input = await phoneInput();
    await userEvent.type(input, '(415) 555-2671');
    // Shown as the lists show it, the calling code of the selected country first.
    expect(input).toHaveValue('+1 415 555 2671');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const value = onSubmit.mock.calls[0]![0].phone;
    expect(value).toBe('+14155552671');
    expect(splitPhone(value)).toEqual({ countryCode: '+1', phone: '4155552671' });
  });

  it('has a labelled country selector defaulting to the United States, with a bundled SVG flag', async () => {
    setup();
    const country = await screen.findByRole('combobox', { name: 'Phone number country' }, LOAD);
    expect(country).toHaveValue('US');
    // No flag images (the library's default loads them from a CDN) and no Unicode flag (letters
    // or a box on Windows and many Linux desktops): the bundled SVG, hidden from screen readers
    // (the select names the country), with the country's name as its tooltip.
    expect(document.querySelector('img')).toBeNull();
    const flag = document.querySelector('.PhoneInputCountryIcon svg');
    expect(flag).toHaveAttribute('aria-hidden', 'true');
    expect(flag?.querySelector('title')).toHaveTextContent('United States');
    expect(document.querySelector('.PhoneInputCountryIcon')?.textContent).not.toMatch(
      /\p{Regional_Indicator}/u,
    );
  });

  it('shows a number of another country with that country selected', async () => {
    setup({}, { phone: '+442079460958' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('GB'),
    );
    // The lists' form (displayPhone), calling code first.
    expect(screen.getByLabelText('Phone number', { selector: 'input' })).toHaveValue('+44 20 7946 0958');
  });

  it('switches country and keeps the new country code in the value', async () => {
    const { onSubmit } = setup();
    const country = await screen.findByRole('combobox', { name: 'Phone number country' }, LOAD);
    fireEvent.change(country, { target: { value: 'FR' } });
    await userEvent.type(screen.getByLabelText('Phone number', { selector: 'input' }), '6 12 34 56 78');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(splitPhone(onSubmit.mock.calls[0]![0].phone)).toEqual({ countryCode: '+33', phone: '612345678' });
  });

  it('shows the spec message when required and empty, and does not submit', async () => {
    const { onSubmit } = setup({ requiredMessage: PHONE_REQUIRED });
    await phoneInput();
    await submit();
    expect(await screen.findByText('Please fill the contact number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a number libphonenumber finds invalid', async () => {
    const { onSubmit } = setup();
    await userEvent.type(await phoneInput(), '415 55');
    await submit();
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a stored national number with the record country code', async () => {
    setup({ countryCodeSource: 'countryCode' }, { phone: '(212) 555-1234', countryCode: '+1' });
    const input = await phoneInput();
    await waitFor(() => expect(input).toHaveValue('+1 212 555 1234'));
    expect(displayPhone('(212) 555-1234', '+1')).toBe('+1 212 555 1234');
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('US');
  });
});

describe('phone rules', () => {
  it('converts stored values to E.164 for display', () => {
    expect(toE164('4155552671', '+44')).toBe('+444155552671');
    expect(toE164('(415) 555-2671', undefined)).toBe('+14155552671');
    expect(toE164('+1 415-555-2671')).toBe('+14155552671');
    expect(toE164('')).toBeUndefined();
    expect(toE164(null)).toBeUndefined();
  });

  it('validatePhone: the required key when empty, invalid key when libphonenumber says no', async () => {
    const required = validatePhone();
    expect(await required('', {}, {})).toBe(PHONE_REQUIRED);
    expect(await required(undefined, {}, {})).toBe(PHONE_REQUIRED);
    expect(await required('+14155552671', {}, {})).toBeUndefined();
    expect(await required('+1415555', {}, {})).toBe(PHONE_INVALID);
    expect(await required('(212) 555-1234', {}, {})).toBeUndefined();
    expect((required as { isRequired?: boolean }).isRequired).toBe(true);
  });

  it('validatePhone(false) leaves an empty phone alone', async () => {
    const optional = validatePhone(false);
    expect(await optional('', {}, {})).toBeUndefined();
    expect(await optional('12', {}, {})).toBe(PHONE_INVALID);
    expect((optional as { isRequired?: boolean }).isRequired).toBeUndefined();
  });
});

describe('freshNational (a number started afresh without "+")', () => {
  /** The library's container: its country select, then the number input holding `value`. */
  function field(value: string, country: string, selection?: [number, number]) {
    const box = document.createElement('div');
    box.className = 'PhoneInput';
    box.innerHTML = `<select><option value="${country}" selected>${country}</option></select><input>`;
    const input = box.querySelector('input')!;
    input.value = value;
    document.body.append(box);
    input.setSelectionRange(...(selection ?? [value.length, value.length]));
    return input;
  }

  it('reads it in the selected country, else the fallback ("International" is no country)', () => {
    expect(freshNational(field('', 'US'), '(415) 555-2671', 'US')).toBe('+14155552671');
    expect(freshNational(field('', 'ZZ'), '4', 'US')).toBe('+14');
    expect(freshNational(field('+44 20 7946 0958', 'GB', [0, 16]), '020 7946 0958', 'US')).toBe(
      '+442079460958',
    );
    expect(freshNational(field('', 'ZZ'), '1 973 555 8388', 'US')).toBe('+19735558388');
  });

  it('leaves the library a number with "+", or digits typed among others', () => {
    expect(freshNational(field('', 'US'), '+44 20 7946 0958', 'US')).toBeUndefined();
    expect(freshNational(field('+1 415', 'US'), '5', 'US')).toBeUndefined();
    expect(freshNational(field('+1 415', 'US', [3, 6]), '212', 'US')).toBeUndefined();
    expect(freshNational(field('', 'US'), ' ', 'US')).toBeUndefined();
    expect(freshNational(field('', 'ZZ'), '4', 'ZZ')).toBeUndefined();
  });
});
