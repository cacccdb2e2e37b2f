// e2e global setup: build the site once and serve it the way `npm start` does (`vite build`, then
// `vite preview` with the project's vite.config.ts), on a free localhost port so that a running
// `npm start` is not in the way; the address goes to the tests (inject). Torn down after the run.
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { fileURLToPath } from 'node:url';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const configFile = `${root}vite.config.ts`;
  // Vitest sets NODE_ENV=test, which would make Vite build a development bundle; build what users get.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, root: `${root}web`, mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = env;
  }
  const server = await preview({ configFile, root: `${root}web`, mode: 'production', logLevel: 'warn', preview: { port: 0, strictPort: false, open: false } });
  const url = server.resolvedUrls?.local[0];
  if (url === undefined) throw new Error('vite preview did not say where it serves');
  project.provide('baseUrl', url.endsWith('/') ? url : `${url}/`);
  return () => server.close();
}
