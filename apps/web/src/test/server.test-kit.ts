import { setupServer } from 'msw/node';

/** The mocked API of web tests; each test adds the handlers it needs (see handlers.ts). */
export const server = setupServer();
