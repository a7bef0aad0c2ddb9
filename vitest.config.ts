import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure rules beside the code, no services) and `system` (integration,
 * scenario and end-to-end tests against one real stack started by tests/setup/stack.ts).
 */
export default defineConfig({
  test: {
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
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
