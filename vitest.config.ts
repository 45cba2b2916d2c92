import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.workers';

export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test-support/global-setup.ts'],
          // Each file opens its own database and app; the modules loaded once per worker are shared.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          env: { NODE_ENV: 'test' },
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'bench',
          include: ['bench/src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
