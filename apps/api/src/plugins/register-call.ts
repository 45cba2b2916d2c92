import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { allows, flagsAllow } from '@portal/domain/access/access-rule';
import { PRN_GENERIC } from '@portal/domain/access/user-types';
import { ApiError } from '@portal/domain/api/api-error';
import { callPath, type CallDefinition } from '@portal/domain/api/call';
import { CHOOSE_NETWORK_FIRST } from '@portal/domain/messages';
import type { AppDeps } from '../app-deps';
import { actorOf, type Actor } from '../context/actor';
import { loadRequestContext, type ContextNetwork, type RequestContext } from '../context/request-context';
import { visibilityOf, type Visibility } from '../context/visibility';
import { readInTenant, withTenant, type InTenantHolding, type Tx } from '../db/tenant';
import { badRequest, forbidden } from '../http-errors';
import { authenticateApiKey, type IntegrationKey } from '../context/api-key-auth';
import { FileReply } from './file-reply';
import { JsonReply } from './json-reply';

declare module 'fastify' {
  interface FastifyRequest {
    portalContext: RequestContext | null;
    integrationKey: IntegrationKey | null;
  }
}

type Infer<S> = S extends z.ZodType ? z.output<S> : never;

export interface CallInput<C extends CallDefinition> {
  params: Infer<C['params']>;
  query: Infer<C['query']>;
  body: Infer<C['body']>;
  headers: FastifyRequest['headers'];
  log: FastifyBaseLogger;
}

export interface UserCallInput<C extends CallDefinition> extends CallInput<C> {
  ctx: RequestContext;
}

export interface TenantCallInput<C extends CallDefinition> extends UserCallInput<C> {
  network: ContextNetwork;
  /** What the request may see: every query of a tenant call is bounded by it. */
  visibility: Visibility;
  /** Who acts: every change of a tenant call records them, and every offered action asks what they may do. */
  actor: Actor;
  /** Runs `work` in one transaction restricted to the request's network by row-level security. */
  inTenant<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** inTenant for a read of one prepared statement, sent in one round trip (db/tenant.ts readInTenant). */
  readInTenant<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

export interface IntegrationCallInput<C extends CallDefinition> extends CallInput<C> {
  /** The provider system's key: the call acts in its network alone. */
  key: IntegrationKey;
  /** Runs `work` in one transaction restricted to the key's network by row-level security. */
  inTenant<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** inTenant whose `work` starts holding the transaction-level advisory lock `lockName` (db/tenant.ts withTenant). */
  inTenantHolding: InTenantHolding;
}

/** A JSON answer matching the response schema (or one already checked and serialised), or a file (exports and downloads). */
type Output<C extends CallDefinition> = Promise<z.input<C['response']> | JsonReply | FileReply>;

export type CallHandler<C extends CallDefinition> = C['scope'] extends 'tenant'
  ? (input: TenantCallInput<C>) => Output<C>
  : C['scope'] extends 'user'
    ? (input: UserCallInput<C>) => Output<C>
    : C['scope'] extends 'integration'
      ? (input: IntegrationCallInput<C>) => Output<C>
      : (input: CallInput<C>) => Output<C>;

const SECURITY = { public: {}, integration: { security: [{ apiKey: [] }] }, user: { security: [{ bearer: [] }] }, tenant: { security: [{ bearer: [] }] } };

const NETWORK_HEADER = 'hospital-network-id';
const IDENTITY_PARAMS = ['email', 'recipientEmail'] as const;

const requestedNetwork = (request: FastifyRequest): string | undefined => {
  const value = request.headers[NETWORK_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * Registers one call of the contract table: address and schemas come from the table, and every
 * call passes the same checks in the same order (401, 403, then 400 from validation).
 */
export const registerCall = <C extends CallDefinition>(app: FastifyInstance, deps: AppDeps, call: C, handler: CallHandler<C>) => {
  const status = call.successStatus ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: callPath(call),
    schema: {
      summary: call.summary,
      operationId: `${call.method} ${call.version} ${call.name}`,
      tags: [call.version],
      ...SECURITY[call.scope],
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { [status]: call.response, '4xx': ApiError, '5xx': ApiError },
    },
    onRequest: async (request) => {
      request.portalContext = null;
      request.integrationKey = null;
      if (call.scope === 'public') return;
      if (call.scope === 'integration') {
        request.integrationKey = await authenticateApiKey(deps.db, request.headers);
        return;
      }
      const token = await deps.verifyToken(request.headers.authorization);
      if (!token.email) throw forbidden('Your sign-in carries no e-mail address.');
      let ctx = await loadRequestContext(deps.db, token.email, requestedNetwork(request));
      // SPEC.md §6: a PRN Generic user's facilities come from the shifts platform. Only for tenant
      // calls (never the built-in platform's own calls, which this lookup makes over HTTP); when the
      // platform cannot answer, the portal's own facilities of the account stand.
      if (call.scope === 'tenant' && ctx.userType === PRN_GENERIC) {
        const access = await deps.platformAccess(request.headers.authorization ?? '', request.log);
        if (access.available) ctx = { ...ctx, hospitalIds: ctx.networkHospitalIds.filter((id) => access.facilities.some((f) => f.id === id)) };
      }
      if (!flagsAllow(ctx.flags, call.access)) throw forbidden('This feature is not enabled for your hospital network.');
      if (!allows(ctx, call.access)) throw forbidden();
      if (call.scope === 'tenant' && !ctx.network) throw badRequest(CHOOSE_NETWORK_FIRST);
      request.portalContext = ctx;
    },
    preHandler: async (request) => {
      const ctx = request.portalContext;
      const query = (request.query ?? {}) as Record<string, unknown>;
      for (const name of IDENTITY_PARAMS) {
        const value = query[name];
        if (ctx && typeof value === 'string' && value.toLowerCase() !== ctx.user.email.toLowerCase()) {
          throw forbidden(`The ${name} parameter must be your own e-mail address.`);
        }
      }
    },
    handler: async (request, reply) => {
      const ctx = request.portalContext;
      const base = {
        params: request.params,
        query: request.query,
        body: request.body,
        headers: request.headers,
        log: request.log,
      };
      const network = ctx?.network;
      const key = request.integrationKey;
      const input = key
        ? {
            ...base,
            key,
            inTenant: <T>(work: (tx: Tx) => Promise<T>) => withTenant(deps.db, key.networkId, work),
            inTenantHolding: <T>(lockName: string, work: (tx: Tx) => Promise<T>) => withTenant(deps.db, key.networkId, work, lockName),
          }
        : ctx
        ? {
            ...base,
            ctx,
            ...(network
              ? {
                  network,
                  visibility: visibilityOf(ctx, network.id),
                  actor: actorOf(ctx, network.id),
                  inTenant: <T>(work: (tx: Tx) => Promise<T>) => withTenant(deps.db, network.id, work),
                  readInTenant: <T>(work: (tx: Tx) => Promise<T>) => readInTenant(deps.db, network.id, work),
                }
              : {}),
          }
        : base;
      const result = await (handler as (input: unknown) => Promise<unknown>)(input);
      reply.code(status);
      if (result instanceof FileReply) {
        return reply.header('content-type', result.contentType).header('content-disposition', result.contentDisposition).send(result.body);
      }
      if (result instanceof JsonReply) return reply.header('content-type', 'application/json; charset=utf-8').send(result.body);
      return result;
    },
  });
};
