import type { z } from 'zod';
import type { AccessRule } from '../access/access-rule';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiVersion = 'v1' | 'v2';

export const API_PREFIX: Record<ApiVersion, string> = {
  v1: '/api/v1/travelclient/',
  v2: '/api/v2/',
};

/**
 * How a call reaches data: `tenant` calls act inside one hospital network, `user` calls concern the
 * signed-in user alone, `public` calls need no sign-in, `integration` calls are made by a provider's
 * system with an API key (never a user's token) and act inside the key's network.
 */
export type CallScope = 'tenant' | 'user' | 'public' | 'integration';

/** A call of SPEC.md §7 that is built: its address, its schemas and who may make it. */
export interface CallDefinition<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Scope extends CallScope = CallScope,
> {
  name: string;
  method: HttpMethod;
  version: ApiVersion;
  /** Path below the version prefix, with `:param` placeholders. */
  path: string;
  summary: string;
  scope: Scope;
  access: AccessRule;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** Status of a successful answer (200 unless stated). */
  successStatus?: 200 | 201 | 204;
}

export const defineCall = <
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Response extends z.ZodType = z.ZodType,
  const Scope extends CallScope = CallScope,
>(
  call: CallDefinition<Params, Query, Body, Response, Scope>,
) => call;

export const callPath = (call: Pick<CallDefinition, 'version' | 'path'>): string => `${API_PREFIX[call.version]}${call.path}`;

/** Fills `:param` placeholders and appends the query string; values are URI-encoded. */
export const callUrl = (
  call: Pick<CallDefinition, 'version' | 'path'>,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined> = {},
): string => {
  const path = callPath(call).replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const qs = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
};
