import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@portal/domain/api/api-error';

/** The headers helmet sets on every answer; they are copied from one answer Fastify makes itself. */
const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** What the client did wrong, in words of our own: never Fastify's codes or the address it sent. */
const MESSAGES: Record<number, string> = {
  400: 'The request is malformed.',
  408: 'The request took too long to arrive.',
  414: 'The address is too long.',
  431: 'The request headers are too large.',
};

const statusOfClientError = (code: string | undefined): number => {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
};

const errorBody = (statusCode: number, requestId: string): string => {
  const body: ApiError = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: MESSAGES[statusCode] ?? MESSAGES[400]!, requestId };
  return JSON.stringify(body);
};

/**
 * Answers Fastify and Node make before any route runs (a malformed address, headers too large) get
 * the same security headers and JSON error shape as every other answer, and close the connection:
 * after a broken request the stream cannot be trusted, and a keep-alive client told so in advance
 * sends its next request on a new connection instead of losing it.
 */
export const frameworkErrorAnswers = (getApp: () => FastifyInstance) => {
  let securityHeaders: Promise<Record<string, string>> | undefined;
  const headersOf = () => {
    securityHeaders ??= getApp()
      .inject({ method: 'GET', url: '/api/' })
      .then((res) => Object.fromEntries(HELMET_HEADERS.flatMap((name) => (typeof res.headers[name] === 'string' ? [[name, res.headers[name]]] : []))))
      .catch(() => ({}));
    return securityHeaders;
  };

  const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const statusCode = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
    request.log.info({ code: error.code }, 'malformed request');
    void headersOf().then((headers) =>
      reply
        .code(statusCode)
        .headers({ ...headers, connection: 'close', 'content-type': 'application/json; charset=utf-8', 'x-request-id': request.id })
        .send(errorBody(statusCode, request.id)),
    );
  };

  const clientErrorHandler = (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const statusCode = statusOfClientError(error.code);
    void headersOf().then((headers) => {
      if (socket.writable) {
        const requestId = randomUUID();
        const body = errorBody(statusCode, requestId);
        const lines = Object.entries({
          ...headers,
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(Buffer.byteLength(body)),
          connection: 'close',
          'x-request-id': requestId,
        }).map(([name, value]) => `${name}: ${value}`);
        socket.end(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
      } else {
        socket.destroy(error);
      }
    });
  };

  return { frameworkErrors, clientErrorHandler };
};
