import { callUrl, type CallDefinition } from '@portal/domain/api/call';
import type { TestApp } from './test-app';

type Call = Pick<CallDefinition, 'method' | 'version' | 'path'>;

interface Address {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
}

/** Calls `call` of the contract as `email` (no token when null), with its path parameters and query; a GET sends no body. */
export const callAs = (t: TestApp, email: string | null, call: Call, payload?: unknown, { params = {}, query = {} }: Address = {}) =>
  t.call(email, {
    method: call.method,
    url: callUrl(call, params, query),
    ...(call.method === 'GET' ? {} : { payload: (payload ?? {}) as object }),
  });
