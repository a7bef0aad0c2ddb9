import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure rules beside the code, no services) and `system` (integration,
 * scenario and end-to-end tests against one real stack started by tests/setup/stack.ts).
 */
export default defineConfig({
  test: {
    tags: [
      {
        name: 'browser',
        description: 'A test that drives real Chromium (tests/e2e; each file says `// @module-tag browser`).',
        // On a busy machine a click can land while the page is laid out again under it and be lost; the test then
        // meets a timeout: Playwright's, or a poll's or `eventually`'s that gave up (tests/setup/poll-timeouts.ts
        // words them alike). Such a test runs once more from its start. Any other failure (an assertion, an error of
        // the page) is not retried, and a step that is truly broken times out the second time as well.
        retry: { count: 1, condition: /Timeout \d+ms exceeded/ },
      },
    ],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['contracts/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'workers/src/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'system',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/scenarios/**/*.test.ts', 'workers/src/**/*.int.test.ts', 'tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/stack.ts'],
          setupFiles: ['tests/setup/poll-timeouts.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
