import { defineConfig } from 'vitest/config';

// Unit, property and conformance tests sit beside the code in src/; browser tests live in e2e/.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        // Browser tests: build the site once, serve dist/, drive Debian's Chromium (e2e/).
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts', 'web/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
