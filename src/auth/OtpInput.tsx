import { Box, TextField } from '@mui/material';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { OTP_LENGTH } from './validation';

interface OtpInputProps {
  /** One entry per box: a single digit or ''. */
  value: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  error?: boolean;
  length?: number;
}

export const emptyOtp = (length = OTP_LENGTH): string[] => Array.from({ length }, () => '');

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The 4-digit code entry: one box per digit, typing advances, Backspace on an empty box goes
 * back, arrows move, and pasting (or the browser's one-time-code autofill) fills the boxes.
 */
export const OtpInput = ({ value, onChange, disabled, error, length = OTP_LENGTH }: OtpInputProps) => {
  const translate = useTranslate();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, index) => value[index] ?? '');

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `text`'s digits from box `start` onward and focuses the box after the last one. */
  const fill = (start: number, text: string) => {
    const incoming = digitsOf(text);
    if (!incoming) return;
    // A whole code always lands from the first box, wherever the caret was.
    const from = incoming.length >= length ? 0 : start;
    const next = [...digits];
    for (let i = 0; i < incoming.length && from + i < length; i++) next[from + i] = incoming[i]!;
    onChange(next);
    focus(Math.min(from + incoming.length, length - 1));
  };

  const change = (index: number, raw: string) => {
    let typed = digitsOf(raw);
    const old = digits[index];
    // Typing beside an existing digit (caret not selecting it) replaces it rather than spilling over.
    if (typed.length === 2 && old && typed.includes(old)) typed = typed[0] === old ? typed[1]! : typed[0]!;
    if (typed.length > 1) return fill(index, typed);
    const next = [...digits];
    next[index] = typed;
    onChange(next);
    if (typed && index < length - 1) focus(index + 1);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <Box role="group" aria-label={translate('app.auth.otp.group')} sx={{ display: 'flex', gap: 1.5, my: 2 }}>
      {digits.map((digit, index) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions, never reordered
          key={index}
          value={digit}
          disabled={disabled}
          error={error}
          onChange={(event) => change(index, event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => keyDown(index, event)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => paste(index, event)}
          onFocus={(event) => event.target.select()}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          slotProps={{
            htmlInput: {
              'aria-label': translate('app.auth.otp.digit', { index: index + 1, total: length }),
              inputMode: 'numeric',
              pattern: '[0-9]*',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              style: { textAlign: 'center', fontSize: '1.5rem' },
            },
          }}
          sx={{ width: '3.5rem' }}
        />
      ))}
    </Box>
  );
};
