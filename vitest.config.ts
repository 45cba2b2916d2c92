import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
