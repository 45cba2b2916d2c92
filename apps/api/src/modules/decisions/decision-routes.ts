import type { FastifyInstance } from 'fastify';
import { decideMyDecision, getMyDecisions } from '@portal/domain/api/decisions';
import type { AppDeps } from '../../app-deps';
import type { DecisionsPush } from '../../lib/decisions-push';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { registerCall } from '../../plugins/register-call';
import { decideItem, type Deciders } from './decide-item';
import { loadMyDecisions } from './decision-queue';

/** My decisions: the queue and a decision from it. */
export const registerDecisionRoutes = (app: FastifyInstance, deps: AppDeps, push: DecisionsPush, deciders: Deciders) => {
  registerCall(app, deps, getMyDecisions, async ({ ctx, visibility, inTenant }) =>
    inTenant((tx) => loadMyDecisions(tx, { userId: ctx.user.id, access: ctx, visibility })),
  );

  registerCall(app, deps, decideMyDecision, async ({ ctx, visibility, body, headers, log, inTenant }) => {
    const decided = await inTenant((tx) => decideItem(deciders, tx, ctx, visibility, body, idempotencyKeyOf(headers), log));
    // Once committed: the user's other sessions drop the item from their queue.
    push.decisionsChangedFor(ctx.user.id);
    return decided;
  });
};
