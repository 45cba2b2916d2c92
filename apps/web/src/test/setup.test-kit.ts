import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { configureApiClient } from '../lib/api-client';
import { readSelectedNetwork } from '../lib/selected-network';
import { fakeMatchMedia, forgetScreenWidth } from './screen-width.test-kit';
import { server } from './server.test-kit';

// jsdom lacks these browser APIs that MUI (useMediaQuery) and x-charts use.
Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia });
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

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
  getNetworkId: () => readSelectedNetwork()?.hospitalNetworkId,
  onUnauthorized: () => undefined,
});
