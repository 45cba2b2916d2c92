import type { FastifyInstance } from 'fastify';
import { endDecisionDelegation, getDecisionDelegation, setDecisionDelegation } from '@portal/domain/api/decision-delegation';
import type { AppDeps } from '../../app-deps';
import type { DecisionsPush } from '../../lib/decisions-push';
import { registerCall } from '../../plugins/register-call';
import { endDelegation, readDelegationState, setDelegation } from './delegation-store';

/** Out of office: the caller's delegation of My decisions to a colleague. */
export const registerDelegationRoutes = (app: FastifyInstance, deps: AppDeps, push: DecisionsPush) => {
  registerCall(app, deps, getDecisionDelegation, async ({ ctx, visibility, inTenant }) =>
    inTenant((tx) => readDelegationState(tx, { ctx, networkId: visibility.networkId })),
  );

  registerCall(app, deps, setDecisionDelegation, async ({ ctx, visibility, body, inTenant }) => {
    const caller = { ctx, networkId: visibility.networkId };
    const { changed, state } = await inTenant(async (tx) => ({ changed: await setDelegation(tx, caller, body), state: await readDelegationState(tx, caller) }));
    // Once committed: the delegates' queues gain or lose the caller's items.
    for (const userId of changed) push.decisionsChangedFor(userId);
    return state;
  });

  registerCall(app, deps, endDecisionDelegation, async ({ ctx, visibility, inTenant }) => {
    const caller = { ctx, networkId: visibility.networkId };
    const { changed, state } = await inTenant(async (tx) => ({ changed: await endDelegation(tx, caller), state: await readDelegationState(tx, caller) }));
    for (const userId of changed) push.decisionsChangedFor(userId);
    return state;
  });
};
