import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { emptyOtp, OtpInput } from '../../../src/auth/OtpInput';
import { i18nProvider } from '../../../src/i18n';

const Harness = () => {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} />
      <output data-testid="value">{digits.map((d) => d || '_').join('')}</output>
    </>
  );
};

const setup = () => {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Harness />
    </AdminContext>,
  );
  const boxes = [1, 2, 3, 4].map((n) => screen.getByRole('textbox', { name: `Digit ${n} of 4` }));
  return { boxes, value: () => screen.getByTestId('value').textContent };
};

describe('OtpInput', () => {
  it('labels four numeric boxes, the first offering one-time-code autofill', () => {
    const { boxes } = setup();
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(boxes).toHaveLength(4);
    for (const box of boxes) expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[1]).toHaveAttribute('autocomplete', 'off');
  });

  it('moves to the next box after each digit', async () => {
    const { boxes, value } = setup();
    const user = userEvent.setup();
    await user.click(boxes[0]!);
    await user.keyboard('1234');
    expect(value()).toBe('1234');
    expect(boxes[3]).toHaveFocus();
  });

  it('ignores anything but digits', async () => {
    const { boxes, value } = setup();
    const user = userEvent.setup();
    await user.click(boxes[0]!);
    await user.keyboard('a-');
    expect(value()).toBe('____');
    expect(boxes[0]).toHaveFocus();
    await user.keyboard('7');
    expect(value()).toBe('7___');
  });

  it('Backspace on an empty box clears and focuses the previous one', async () => {
    const { boxes, value } = setup();
    const user = userEvent.setup();
    await user.click(boxes[0]!);
    await user.keyboard('12');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(value()).toBe('1___');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(value()).toBe('____');
    expect(boxes[0]).toHaveFocus();
  });

  it('a pasted four-digit code fills every box, wherever it is pasted', async () => {
    const { boxes, value } = setup();
    const user = userEvent.setup();
    await user.click(boxes[2]!);
    await user.paste('98 76');
    expect(value()).toBe('9876');
    expect(boxes[3]).toHaveFocus();
  });

  it('a shorter paste fills from the current box; text without digits changes nothing', async () => {
    const { boxes, value } = setup();
    const user = userEvent.setup();
    await user.click(boxes[1]!);
    await user.paste('12');
    expect(value()).toBe('_12_');
    await user.paste('abc');
    expect(value()).toBe('_12_');
  });

  it('autofill of the whole code into the first box spreads it', () => {
    const { boxes, value } = setup();
    fireEvent.change(boxes[0]!, { target: { value: '4321' } });
    expect(value()).toBe('4321');
  });

  it('typing beside an existing digit replaces it', () => {
    const { boxes, value } = setup();
    fireEvent.change(boxes[0]!, { target: { value: '5' } });
    fireEvent.change(boxes[0]!, { target: { value: '58' } });
    expect(value()).toBe('8___');
  });

  it('arrow keys move between boxes', async () => {
    const { boxes } = setup();
    const user = userEvent.setup();
    await user.click(boxes[1]!);
    await user.keyboard('{ArrowRight}');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes[0]).toHaveFocus();
  });
});
