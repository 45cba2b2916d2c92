import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { callPath } from '@portal/domain/api/call';
import { reportClientError } from '@portal/domain/api/platform';

/**
 * The mocked API of web tests; each test adds the handlers it needs (see handlers.ts). Error
 * reports are always accepted, as tests of failures report them.
 */
export const server = setupServer(http.post(callPath(reportClientError), () => new HttpResponse(null, { status: 204 })));
