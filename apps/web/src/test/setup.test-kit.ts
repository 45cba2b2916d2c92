import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { configureApiClient } from '../lib/api-client-settings';
import { fakeMatchMedia, forgetScreenWidth } from './screen-width.test-kit';
import { server } from './server.test-kit';

// jsdom lacks these browser APIs that MUI (useMediaQuery) and x-charts use.
Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia });
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Lazy routes and MUI compile their modules on first use: on a 2-core CI machine under load that
// takes longer than Testing Library's 1 s default wait, and the wait is a ceiling, not a delay.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.useRealTimers();
  forgetScreenWidth();
});
afterAll(() => server.close());

configureApiClient({
  getAccessToken: async () => 'test-token',
  onUnauthorized: () => undefined,
});
