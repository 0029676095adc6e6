import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The reference starter (create-react-admin's template: relative base, no sourcemaps in prod),
// built from the repository root with the console's own node_modules:
//   npx vite build --config perf/starter/vite.config.ts --outDir /tmp/starter-dist --emptyOutDir
// `npm run perf` does this. The root and the env files are this folder, not the console's.
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => ({
  root: here,
  envDir: here,
  plugins: [react()],
  build: {
    sourcemap: mode === 'development',
  },
  base: './',
}));
