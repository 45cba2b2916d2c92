import { callPath } from '@portal/domain/api/call';
import { getMyDecisions } from '@portal/domain/api/my-decisions';
import { visibilityOf } from '../../apps/api/src/context/visibility';
import { loadMyDecisions } from '../../apps/api/src/modules/decisions/decision-queue';
import type { Fixtures } from './database';
import { adminContext, callApi, type Scenario } from './scenarios';

/** Issue 17's budget: the queue of a user of the largest network. */
const QUEUE_P95_BUDGET_MS = 50;

/**
 * My decisions as the largest network's Client Admin opens it: every hospital, so every waiting job,
 * Ready for Review candidate and extension offer of the network is theirs to decide (the largest
 * queue any of its users has). The handler is the route's body (decision-routes.ts): the delegations
 * to the caller, then the queue.
 */
export const decisionScenarios = (f: Fixtures): Scenario[] => {
  const context = adminContext(f);
  const maker = { userId: f.admin.id, access: context, visibility: visibilityOf(context, f.networkId) };
  return [
    {
      name: 'my decisions (the whole network: jobs, candidates, extension offers)',
      send: (api) => callApi(api, 'GET', callPath(getMyDecisions)),
      // The route's two transactions, run here on the timing's one (its statements one after the other).
      handler: () => (tx) => loadMyDecisions((work) => work(tx), maker),
      p95BudgetMs: QUEUE_P95_BUDGET_MS,
    },
  ];
};
