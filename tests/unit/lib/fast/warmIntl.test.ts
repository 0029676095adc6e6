import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmIntlWhenIdle } from '../../../../src/lib/fast/warmIntl';

let made = 0;
beforeEach(() => {
  made = 0;
  vi.stubGlobal('Intl', {
    ...Intl,
    NumberFormat: class {
      constructor() {
        made += 1;
      }
      format() {
        return '0';
      }
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('warmIntlWhenIdle', () => {
  it('makes a first Intl formatter once the page is idle, not before', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    warmIntlWhenIdle();
    expect(made).toBe(0);
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(made).toBe(1);
  });

  it('waits for the next task where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    warmIntlWhenIdle();
    expect(made).toBe(0);
    vi.runAllTimers();
    expect(made).toBe(1);
  });
});
