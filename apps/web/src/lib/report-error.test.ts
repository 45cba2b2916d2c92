import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { CLIENT_ERROR_LIMITS, reportClientError, type ClientErrorReport } from '@portal/domain/api/platform';
import { server } from '../test/server.test-kit';
import { reportError, startErrorReporting } from './report-error';

/** Resolves with the next report the API's log endpoint receives, and the authorization it carried. */
const nextLogReport = () =>
  new Promise<{ report: ClientErrorReport; authorization: string | null }>((resolve) => {
    server.use(
      http.post(callPath(reportClientError), async ({ request }) => {
        resolve({ report: (await request.json()) as ClientErrorReport, authorization: request.headers.get('authorization') });
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });

afterEach(() => startErrorReporting({ sentry: null }, async () => undefined));

describe('reportError', () => {
  it("sends the failure to the API's log when the server names no Sentry DSN, with the user's token", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startErrorReporting({ sentry: null }, async () => 'session-token');
    const received = nextLogReport();
    reportError(new TypeError('x is undefined'), 'route error');
    const { report, authorization } = await received;
    expect(report).toMatchObject({ message: 'TypeError: x is undefined', context: 'route error', url: window.location.href });
    expect(report.stack).toContain('x is undefined');
    expect(authorization).toBe('Bearer session-token');
    expect(console.error).toHaveBeenCalledWith('[portal] route error', expect.any(TypeError));
  });

  it('cuts every text to the bounds the API accepts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const received = nextLogReport();
    reportError('x'.repeat(CLIENT_ERROR_LIMITS.message * 2), 'y'.repeat(CLIENT_ERROR_LIMITS.context * 2));
    const { report, authorization } = await received;
    expect(report.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(report.context).toHaveLength(CLIENT_ERROR_LIMITS.context);
    expect(authorization).toBeNull();
  });

  it('sends the failure to Sentry, not to the log, when the server names a DSN', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logged = vi.fn();
    server.use(http.post(callPath(reportClientError), () => { logged(); return new HttpResponse(null, { status: 204 }); }));
    const envelope = new Promise<string>((resolve) => {
      server.use(
        http.post('http://localhost:3000/api/1/envelope/', async ({ request }) => {
          resolve(await request.text());
          return HttpResponse.json({});
        }),
      );
    });
    startErrorReporting({ sentry: { dsn: 'http://publickey@localhost:3000/1', environment: 'test' } }, async () => undefined);
    reportError(new Error('the chart failed to draw'), 'dashboard');
    const sent = await envelope;
    expect(sent).toContain('the chart failed to draw');
    expect(sent).toContain('"context":"dashboard"');
    expect(logged).not.toHaveBeenCalled();
  });
});
