import { LinearProgress } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

/** Every @keyframes rule of the page's style sheets, by name: its CSS text. */
const keyframesByName = () => {
  const found = new Map<string, string>();
  for (const sheet of Array.from(document.styleSheets))
    for (const rule of Array.from(sheet.cssRules))
      if (rule instanceof CSSKeyframesRule) found.set(rule.name, rule.cssText);
  return found;
};

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('the %s theme: an indeterminate LinearProgress', (_, options) => {
  test('moves its bars by transform alone, never by left or right (no layout or paint a frame)', () => {
    const { container } = render(
      <ThemeProvider theme={createTheme(options as Parameters<typeof createTheme>[0])}>
        <LinearProgress aria-label="Loading" />
      </ThemeProvider>,
    );
    const bars = container.querySelectorAll<HTMLElement>('.MuiLinearProgress-bar');
    expect(bars).toHaveLength(2);
    const keyframes = keyframesByName();
    for (const bar of bars) {
      const style = getComputedStyle(bar);
      expect(style.width).toBe('100%');
      // The shorthand (the DOM here does not split it): the keyframes' name comes first.
      const [name] = style.animation.split(' ');
      const text = keyframes.get(name);
      expect(text, `@keyframes ${name}`).toBeDefined();
      expect(text).toMatch(/transform:\s*translateX\(/);
      expect(text).not.toMatch(/\b(left|right)\s*:/);
    }
    // The second bar starts late: its first keyframe holds it out of sight meanwhile.
    expect(getComputedStyle(bars[1]).animation).toMatch(/ 1\.15s infinite backwards$/);
  });
});
