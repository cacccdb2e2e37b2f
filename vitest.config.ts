import { defineConfig } from 'vitest/config';

// Unit, property and conformance tests sit beside the code in src/ and web/ (the web app's logic
// runs in Node; its components are only imported there, so JSX is compiled for Preact); the
// browser tests live in e2e/.
export default defineConfig({
  test: {
    // Two workers on this two-core machine (vitest's default leaves one core idle): browser and
    // unit files share them, so Chromium's waits overlap with the solver and CLI tests.
    maxWorkers: 2,
    projects: [
      {
        oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'web/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.alone.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Files share a worker's loaded modules instead of importing the engine, solvers and
          // CLI afresh each time (about 15% of the unit CPU time); tests restore what they change.
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        // Tests that swap a module for the whole file (vi.mock of the list of games): each file
        // in a fresh module graph, so the swap reaches no other test.
        test: {
          name: 'alone',
          include: ['src/**/*.alone.test.ts'],
          environment: 'node',
          isolate: true,
          testTimeout: 60_000,
        },
      },
      {
        // Browser tests: build the site once, serve dist/, drive Debian's Chromium (e2e/).
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
