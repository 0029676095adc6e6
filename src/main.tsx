import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setRequestGate } from './api/http';
import { primeAuthQueries } from './auth/authCheck';
import { authProvider } from './auth/authProvider';
import { isAdminLoggedIn } from './auth/session';
import { config, routerPath } from './config';
import { holdBarForPage, preloadResourcePage } from './engine';
import { queryClient } from './lib/appCaches';
import { speedOn } from './lib/fast/speed';
import { pages } from './pages/routes';
import { dataProvider, resources } from './resources';

/**
 * Boot. On the embedded mock platform API, MSW starts on the first API call (the request gate),
 * not before the first paint: the login page makes no call, so it never loads the mock.
 */
// Decided at build time too: a build for a real API (VITE_API_URL set, VITE_MOCK_API not forced
// on) drops this branch, so the mock API's chunk, demo data and demo passwords are not emitted.
// The deployable build (VITE_RUNTIME_CONFIG, configured at start) never embeds the mock either.
const mockBuild =
  import.meta.env.VITE_RUNTIME_CONFIG !== 'true' &&
  (!import.meta.env.VITE_API_URL ||
    import.meta.env.VITE_MOCK_API === 'true' ||
    import.meta.env.VITE_MOCK_API === '1');

if (mockBuild && config.mockApi) {
  let started: Promise<void> | undefined;
  setRequestGate(() => {
    started ??= import('../mocks/browser').then(({ startMockApi }) =>
      startMockApi({
        apiUrl: config.apiUrl,
        weeklyUrl: config.weeklyApiUrl,
        scale: config.mockScale,
        reset: new URLSearchParams(window.location.search).has('mockReset'),
      }),
    );
    return started;
  });
}

// The resource page the address opens starts loading (its list's code, and a signed-in admin's
// records) before the first render, beside it rather than after it; after the request gate, so
// the embedded mock API answers that call too. Not the custom pages: their code would join the
// first render and delay its paint (docs/performance.md).
if (speedOn('preload')) preloadResourcePage(routerPath(), resources, dataProvider, isAdminLoggedIn());
// A page declared barAfterData (the dashboard): its app bar waits for its first data, as a list's
// waits for its rows (lib/fast/barAfterRows.ts).
holdBarForPage(routerPath(), pages, isAdminLoggedIn());

if (speedOn('primeAuth')) primeAuthQueries(queryClient, authProvider, isAdminLoggedIn());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A transition: React renders the first screen in small slices, yielding to the browser between
// them, instead of one long task on a slow phone CPU.
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
if (speedOn('transitionRoot')) startTransition(render);
else render();
