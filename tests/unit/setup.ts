import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 3 s (default 1 s): on a loaded 2-core CI machine a screen with
// lazy chunks can take longer than 1 s to settle. Failures still fail, only later.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  // Some suites (the mock API's) run in the node environment: no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});
