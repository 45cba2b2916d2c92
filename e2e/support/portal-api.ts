import type { Page } from '@playwright/test';
import { callUrl, type CallDefinition } from '@portal/domain/api/call';

interface CallParts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Makes a call as the SPA in `page` makes it, with the token it stored at sign-in: for finding or
 * setting up what a test needs (a record, an API key) without depending on seed numbers.
 */
export const callAsPage = <T>(page: Page, call: CallDefinition, { params, query, body, headers }: CallParts = {}) =>
  page.evaluate(
    async (request) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user'))!;
      const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
      const res = await fetch(request.url, {
        method: request.method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...request.headers },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
    },
    { url: callUrl(call, params, query), method: call.method, body, headers },
  ) as Promise<{ status: number; body: T }>;
