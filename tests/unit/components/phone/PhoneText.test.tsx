import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { PhoneText } from '../../../../src/components/phone/PhoneText';

/** The cell for `record`, and every text it showed, in order (a MutationObserver's record). */
function cell(record: Record<string, unknown>, source = 'phone') {
  const shown: string[] = [];
  const { container } = render(
    <RecordContextProvider value={{ id: 1, ...record }}>
      <PhoneText source={source} />
    </RecordContextProvider>,
  );
  const note = () => {
    const text = container.textContent ?? '';
    if (shown.at(-1) !== text) shown.push(text);
  };
  note();
  new MutationObserver(note).observe(container, { subtree: true, childList: true, characterData: true });
  return { container, shown };
}

// The first test that waits pays for transforming libphonenumber's metadata: allow it time.
const LOAD = { timeout: 8000 };

describe('PhoneText (a list cell: one text from its first paint)', () => {
  it('shows a +1 number formatted in its first render, whatever way it was stored', () => {
    expect(cell({ phone: '(415) 555-0101' }).shown).toEqual(['+1 415 555 0101']);
    expect(cell({ phone: '7185552475', countryCode: '+1' }).shown).toEqual(['+1 718 555 2475']);
    expect(cell({ phone: '+1 7185552475' }).shown).toEqual(['+1 718 555 2475']);
  });

  it('shows another number after a placeholder as wide as it, never the stored text first', async () => {
    const { container, shown } = cell({ phone: '2079460958', countryCode: '+44' });
    // Must run before any test loads libphonenumber.
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    // "+", ten digits and spaces: the room of the number to come, kept once it has come.
    expect(getComputedStyle(placeholder).width).toBe('14ch');
    expect(await screen.findByText('+44 20 7946 0958', {}, LOAD)).toHaveStyle({ minWidth: '14ch' });
    expect(shown).toEqual(['', '+44 20 7946 0958']);
  });

  it('shows a number libphonenumber cannot read as stored, once it has looked', async () => {
    const { shown } = cell({ phone: 'ask at the desk' });
    expect(await screen.findByText('ask at the desk', {}, LOAD)).toBeInTheDocument();
    expect(shown.filter(Boolean)).toEqual(['ask at the desk']);
  });

  it('shows nothing for no phone', () => {
    expect(cell({ phone: '' }).container).toBeEmptyDOMElement();
    expect(cell({}).container).toBeEmptyDOMElement();
  });
});
