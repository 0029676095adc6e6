import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_REQUIRED, PhoneInput } from '../../../../src/components';
import { PhoneInputVariantProvider } from '../../../../src/components/phone/PhoneInput';
import { splitPhone } from '../../../../src/lib/phone';
import { renderInForm } from '../render';

// The control's chunk (libphonenumber metadata) may still be transforming: allow it time.
const LOAD = { timeout: 8000 };
const phoneInput = () => screen.findByRole('textbox', { name: /Phone number/ }, LOAD);
const fieldRoot = (input: HTMLElement) => input.closest('.MuiInputBase-root');

describe('PhoneInput variant', () => {
  it('stays the outlined box with its label above by default (other forms unchanged)', async () => {
    renderInForm(<PhoneInput source="phone" label="app.widgets.phone.number" />);
    const input = await phoneInput();
    expect(fieldRoot(input)).toBeNull();
    expect(input.closest('.MuiFormControl-root')?.querySelector('label')).toHaveClass('MuiFormLabel-root');
    expect(input.closest('.MuiFormControl-root')?.querySelector('label')).not.toHaveClass(
      'MuiInputLabel-root',
    );
  });

  it("filled: MUI's filled input with the label inside, focus and error states, same value", async () => {
    const onSubmit = vi.fn();
    renderInForm(
      <PhoneInput
        source="phone"
        label="app.widgets.phone.number"
        variant="filled"
        requiredMessage={PHONE_REQUIRED}
      />,
      { onSubmit },
    );
    const input = await phoneInput();
    expect(input).toHaveAttribute('type', 'tel');
    expect(fieldRoot(input)).toHaveClass('MuiFilledInput-root');
    const label = input.closest('.MuiFormControl-root')!.querySelector('label')!;
    expect(label).toHaveClass('MuiInputLabel-filled', 'MuiInputLabel-shrink');
    expect(label).toHaveAttribute('for', input.id);
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('US');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill the contact number')).toBeInTheDocument();
    expect(fieldRoot(input)).toHaveClass('Mui-error');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(input, '(415) 555-2671');
    expect(fieldRoot(input)).toHaveClass('Mui-focused');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(splitPhone(onSubmit.mock.calls[0]![0].phone)).toEqual({ countryCode: '+1', phone: '4155552671' });
  });

  it('takes the variant from PhoneInputVariantProvider; its own prop wins', async () => {
    renderInForm(
      <PhoneInputVariantProvider value="filled">
        <PhoneInput source="phone" label="app.widgets.phone.number" />
        <PhoneInput source="other" label="app.widgets.phone.number" variant="outlined" />
      </PhoneInputVariantProvider>,
    );
    const [inherited, own] = await screen.findAllByRole('textbox', { name: /Phone number/ }, LOAD);
    expect(fieldRoot(inherited!)).toHaveClass('MuiFilledInput-root');
    expect(fieldRoot(own!)).toBeNull();
  });
});
