import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The API's tests wait on PostgreSQL and the web's on timers and promises: on a small machine a
    // core keeps more than one worker busy (docs/decisions/0102-ci-time-by-stage.md).
    maxWorkers: Math.max(3, availableParallelism()),
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
