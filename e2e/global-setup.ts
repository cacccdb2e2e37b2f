// e2e global setup: build the site once with Vite, serve dist/ on a free localhost port, and
// hand the address to the tests (inject). Torn down after the run.
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { fileURLToPath } from 'node:url';
import { serveDir } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // Vitest sets NODE_ENV=test, which would make Vite build a development bundle; build what users get.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: `${root}vite.config.ts`, root: `${root}web`, mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = env;
  }
  const { server, url } = await serveDir(`${root}dist`);
  project.provide('baseUrl', url);
  return () => new Promise<void>((ok) => server.close(() => ok()));
}
