import type { FastifyInstance } from 'fastify';
import {
  addAssignmentEvaluation,
  confirmDoNotReturn,
  getAssignmentEvaluation,
  liftDoNotReturn,
  updateAssignmentEvaluation,
} from '@portal/domain/api/evaluations';
import type { AppDeps } from '../../app-deps';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { registerCall } from '../../plugins/register-call';
import { confirmEvaluationDoNotReturn, liftEvaluationDoNotReturn } from './do-not-return';
import { addEvaluation, updateEvaluation } from './evaluate-assignment';
import { assignmentEvaluationOf, evaluationOf } from './evaluation-query';
import { dealIdFromRoute, findVisibleAssignment } from './find-assignment';

/** The assignment details page's evaluation panel: read, write, change, and the admins' do-not-return decision (issue 34). */
export const registerEvaluationRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getAssignmentEvaluation, async ({ visibility, actor, params, inTenant }) =>
    inTenant(async (tx) => {
      const deal = await findVisibleAssignment(tx, visibility, dealIdFromRoute(params.id));
      return assignmentEvaluationOf(deal, await evaluationOf(tx, deal.id), actor);
    }),
  );

  registerCall(app, deps, addAssignmentEvaluation, async ({ visibility, actor, params, body, headers, inTenant }) => {
    const idempotencyKey = idempotencyKeyOf(headers);
    return inTenant((tx) => addEvaluation(tx, visibility, actor, dealIdFromRoute(params.id), body, idempotencyKey));
  });

  registerCall(app, deps, updateAssignmentEvaluation, async ({ visibility, actor, params, body, inTenant }) =>
    inTenant((tx) => updateEvaluation(tx, visibility, actor, dealIdFromRoute(params.id), body)),
  );

  registerCall(app, deps, confirmDoNotReturn, async ({ visibility, actor, params, body, inTenant }) =>
    inTenant((tx) => confirmEvaluationDoNotReturn(tx, visibility, actor, dealIdFromRoute(params.id), body)),
  );

  registerCall(app, deps, liftDoNotReturn, async ({ visibility, actor, params, body, inTenant }) =>
    inTenant((tx) => liftEvaluationDoNotReturn(tx, visibility, actor, dealIdFromRoute(params.id), body)),
  );
};
