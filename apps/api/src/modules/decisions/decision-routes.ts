import type { FastifyInstance } from 'fastify';
import { decideMyDecision } from '@portal/domain/api/decisions';
import { getMyDecisions } from '@portal/domain/api/my-decisions';
import { NOT_DELEGATED_TO_YOU } from '@portal/domain/decisions/decision-rules';
import type { AppDeps } from '../../app-deps';
import { forbidden } from '../../http-errors';
import type { DecisionsPush } from '../../lib/decisions-push';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { registerCall } from '../../plugins/register-call';
import { decideItem, type Deciders } from './decide-item';
import { loadMyDecisions, queuePageOf } from './decision-queue';
import { delegationsToMe } from './delegations-to-me';

/** My decisions: the queue (the caller's items and those colleagues delegated to them) and a decision from it. */
export const registerDecisionRoutes = (app: FastifyInstance, deps: AppDeps, push: DecisionsPush, deciders: Deciders) => {
  registerCall(app, deps, getMyDecisions, async ({ visibility, actor, query, inTenant }) =>
    loadMyDecisions(inTenant, { userId: actor.userId, access: actor.access, visibility }, queuePageOf(query)),
  );

  registerCall(app, deps, decideMyDecision, async ({ ctx, visibility, actor, body, headers, log, inTenant }) => {
    const decided = await inTenant(async (tx) => {
      if (!body.onBehalfOf) return decideItem(deciders, tx, actor, visibility, body, idempotencyKeyOf(headers), log);
      // A delegated item: decided as what both may do, recorded under the caller and naming the colleague.
      const [delegated] = await delegationsToMe(tx, { userId: actor.userId, access: actor.access, visibility }, body.onBehalfOf);
      if (!delegated) throw forbidden(NOT_DELEGATED_TO_YOU);
      const onBehalf = { ...actor, access: delegated.maker.access, onBehalfOf: delegated.delegator };
      return decideItem(deciders, tx, onBehalf, delegated.maker.visibility, body, idempotencyKeyOf(headers), log);
    });
    // Once committed: the user's other sessions drop the item from their queue, and so do the delegator's.
    push.decisionsChangedFor(ctx.user.id);
    if (body.onBehalfOf) push.decisionsChangedFor(body.onBehalfOf);
    return decided;
  });
};
