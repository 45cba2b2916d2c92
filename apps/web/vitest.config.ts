import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.test-kit.ts'],
    // Files share a worker's loaded modules; the set-up file resets the DOM, request handlers, storage
    // and timers after every test, and each test makes its own query client.
    isolate: false,
    maxWorkers: TEST_WORKERS,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    // A ceiling for a hang, not a speed check: the longest tests fill a form select by select, 4-7 s
    // alone and up to 30 s beside the API's tests on two shared cores (CI once timed one out at 30 s).
    testTimeout: 60_000,
    restoreMocks: true,
  },
});
