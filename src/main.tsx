import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { config } from './config';

/** Boot: start the embedded mock platform API when configured, then render the console. */
async function boot() {
  if (config.mockApi) {
    const { startMockApi } = await import('../mocks/browser');
    await startMockApi({
      apiUrl: config.apiUrl,
      weeklyUrl: config.weeklyApiUrl,
      scale: config.mockScale,
      reset: new URLSearchParams(window.location.search).has('mockReset'),
    });
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
