import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import {
  changeIntegrationDealStatus,
  postIntegrationInvoice,
  putIntegrationDealDocument,
  submitIntegrationCandidate,
} from '@portal/domain/api/integration';
import { getIntegrationEvents } from '@portal/domain/api/integration-events';
import { answerIntegrationInterview } from '@portal/domain/api/interviews';
import { submitIntegrationTimecard } from '@portal/domain/api/timecards';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../plugins/register-call';
import { hashApiKey, presentedApiKey } from '../../context/api-key-auth';
import { answerInterview } from './answer-interview';
import { changeDealStatus } from './change-deal-status';
import { integrationEventsAfter } from './integration-event-feed';
import { postInvoice } from './post-invoice';
import { putDealDocument } from './put-deal-document';
import { submitCandidate } from './submit-candidate';
import { submitTimecard } from './submit-timecard';

/** Calls a minute one provider system may make, counted per key by each API instance (docs/decisions/0065-integration-api-access.md). */
export const INTEGRATION_CALLS_PER_MINUTE = 600;

/**
 * The provider's integration API. The rate limit lives in this scope alone and counts per API key
 * (its hash, so no key sits in memory), falling back to the client address for a request with none.
 */
export const registerIntegrationRoutes = async (app: FastifyInstance, deps: AppDeps) => {
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: INTEGRATION_CALLS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request) => {
        const key = presentedApiKey(request.headers);
        return key ? `key:${hashApiKey(key)}` : `ip:${request.ip}`;
      },
    });
    registerCall(scope, deps, submitIntegrationCandidate, async ({ key, body, inTenantHolding }) => submitCandidate(inTenantHolding, key, body));
    registerCall(scope, deps, changeIntegrationDealStatus, async ({ key, params, body, inTenantHolding }) =>
      changeDealStatus(inTenantHolding, key, params.dealId, body),
    );
    registerCall(scope, deps, putIntegrationDealDocument, async ({ key, params, body, inTenantHolding }) =>
      putDealDocument(inTenantHolding, key, params.dealId, body),
    );
    registerCall(scope, deps, getIntegrationEvents, async ({ query, inTenant }) => inTenant((tx) => integrationEventsAfter(tx, query.after, query.limit)));
    registerCall(scope, deps, answerIntegrationInterview, async ({ key, params, body, inTenantHolding }) =>
      answerInterview(inTenantHolding, key, params.id, body),
    );
    registerCall(scope, deps, postIntegrationInvoice, async ({ key, body, inTenantHolding }) => postInvoice(inTenantHolding, key, body));
    registerCall(scope, deps, submitIntegrationTimecard, async ({ key, body, inTenantHolding }) => submitTimecard(inTenantHolding, key, body));
  });
};
