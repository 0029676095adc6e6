import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveDist } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves the production build (dist/, built by `npm test` or `npm run test:e2e`) for the browser suite. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  const server = await serveDist('dist');
  project.provide('baseURL', server.url);
  return () => server.close();
}
