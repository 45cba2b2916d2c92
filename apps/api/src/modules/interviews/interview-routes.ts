import type { FastifyInstance } from 'fastify';
import { changeInterview, getCandidateInterview, getUpcomingInterviews, requestInterview } from '@portal/domain/api/interviews';
import type { AppDeps } from '../../app-deps';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { registerCall } from '../../plugins/register-call';
import { loadCandidateInterview } from './candidate-interview';
import { changeCandidateInterview } from './change-interview';
import { requestCandidateInterview } from './request-interview';
import { upcomingInterviews } from './upcoming-interviews';

/** A candidate's interview as the hospital sees and changes it; the provider's side is in the integration module. */
export const registerInterviewRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getCandidateInterview, async ({ visibility, actor, params, inTenant }) =>
    inTenant((tx) => loadCandidateInterview(tx, visibility, actor, params.id)),
  );
  registerCall(app, deps, requestInterview, async ({ visibility, actor, params, body, headers, inTenant }) =>
    inTenant((tx) => requestCandidateInterview(tx, visibility, actor, params.id, body, idempotencyKeyOf(headers))),
  );
  registerCall(app, deps, changeInterview, async ({ visibility, actor, params, body, inTenant }) =>
    inTenant((tx) => changeCandidateInterview(tx, visibility, actor, params.id, body)),
  );
  registerCall(app, deps, getUpcomingInterviews, async ({ visibility, actor, inTenant }) => inTenant((tx) => upcomingInterviews(tx, visibility, actor)));
};
