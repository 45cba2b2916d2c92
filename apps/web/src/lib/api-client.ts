import type { z } from 'zod';
import { callUrl, type CallDefinition } from '@portal/domain/api/call';
import { ApiError } from '@portal/domain/api/api-error';
import { apiClientSettings } from './api-client-settings';
import { ApiRequestError } from './api-error';
import { readSelectedNetwork } from './selected-network';

type Part<S> = [S] extends [z.ZodNever] ? never : S extends z.ZodType ? z.input<S> : never;
type PathValues = Record<string, string | number>;
type QueryValues = Record<string, string | number | boolean | undefined>;

/** What one call needs besides its contract entry; the parts it does not declare are absent. */
export type CallArgs<C extends CallDefinition> = {
  params?: Part<C['params']> & PathValues;
  query?: Part<C['query']> & QueryValues;
  body?: Part<C['body']>;
  /** Extra request headers, e.g. `Idempotency-Key` on a create. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type CallResult<C extends CallDefinition> = z.output<C['response']>;

export const NETWORK_HEADER = 'hospital-network-id';

const send = async <C extends CallDefinition>(call: C, args: CallArgs<C>, accept: string): Promise<Response> => {
  const url = new URL(
    callUrl(call, (args.params ?? {}) as PathValues, (args.query ?? {}) as QueryValues),
    window.location.origin,
  );
  const headers = new Headers({ ...args.headers, accept });
  if (call.scope !== 'public') {
    const token = await apiClientSettings().getAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    const networkId = readSelectedNetwork()?.hospitalNetworkId;
    if (networkId) headers.set(NETWORK_HEADER, networkId);
  }
  let body: string | undefined;
  if (args.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(args.body);
  } else if (call.method === 'POST' && call.body) {
    headers.set('content-type', 'application/json');
    body = '{}';
  }
  return answered(call, fetch(url, { method: call.method, headers, body, signal: args.signal }), args.signal);
};

const errorFromResponse = async (response: Response): Promise<ApiRequestError> => {
  const text = await response.text().catch(() => '');
  let body: ApiError | undefined;
  try {
    const parsed = ApiError.safeParse(JSON.parse(text));
    if (parsed.success) body = parsed.data;
  } catch {
    // Not JSON (a proxy's error page, say): the status alone is what counts.
  }
  const retryAfterSeconds = Number(response.headers.get('retry-after'));
  const retryAfterMs = Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? retryAfterSeconds * 1_000 : undefined;
  return new ApiRequestError(body?.message ?? (response.statusText || `HTTP ${response.status}`), response.status, body, retryAfterMs);
};

/** The response of a call's request, or the ApiRequestError its failure means. */
const answered = async (call: CallDefinition, request: Promise<Response>, signal?: AbortSignal): Promise<Response> => {
  let response: Response;
  try {
    response = await request;
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiRequestError(`${call.name} could not reach the server`);
  }
  if (!response.ok) {
    if (response.status === 401 && call.scope !== 'public') apiClientSettings().onUnauthorized();
    throw await errorFromResponse(response);
  }
  return response;
};

const parsedAnswer = async <C extends CallDefinition>(call: C, response: Response): Promise<CallResult<C>> => {
  if (response.status === 204) return call.response.parse(undefined) as CallResult<C>;
  const parsed = call.response.safeParse(await response.json());
  if (!parsed.success) throw new ApiRequestError(`${call.name} answered in an unexpected shape`);
  return parsed.data as CallResult<C>;
};

/**
 * Makes one call of the contract table: the address comes from the entry, the answer is checked
 * against its response schema, and a failure rejects with an ApiRequestError carrying the status.
 */
export const callApi = async <C extends CallDefinition>(call: C, args: CallArgs<C> = {}): Promise<CallResult<C>> =>
  parsedAnswer(call, await send(call, args, 'application/json'));

/**
 * The answer to a request of `call` sent before this client was loaded (main.tsx sends the
 * configuration's at once), checked as callApi checks its own.
 */
export const readAnswer = async <C extends CallDefinition>(call: C, request: Promise<Response>): Promise<CallResult<C>> =>
  parsedAnswer(call, await answered(call, request));

/** Finds the request of a call that was sent before this client was loaded, once (main.tsx sends the session's). */
export type SentAhead = (callName: string) => Promise<Response> | undefined;

/** The answer of the request sent ahead for `call`, else of a new call: a retry finds none and asks again. */
export const callApiOrSentAhead = async <C extends CallDefinition>(
  call: C,
  args: CallArgs<C>,
  sentAhead: SentAhead | undefined,
): Promise<CallResult<C>> => {
  const request = sentAhead?.(call.name);
  return request ? readAnswer(call, request) : callApi(call, args);
};

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  fileName: string | undefined;
}

const FILE_NAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

/** Makes a call whose answer is a file (exports, documents). */
export const downloadApi = async <C extends CallDefinition>(call: C, args: CallArgs<C> = {}): Promise<DownloadedFile> => {
  const response = await send(call, args, '*/*');
  const blob = await response.blob();
  if (blob.size === 0) throw new ApiRequestError(`${call.name} returned an empty file`);
  const match = FILE_NAME.exec(response.headers.get('content-disposition') ?? '');
  return { blob, fileName: match?.[1] ? decodeURIComponent(match[1]) : undefined };
};
