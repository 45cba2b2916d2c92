import type { FastifyInstance } from 'fastify';
import { addJob, patchJob, updateJob } from '@portal/domain/api/jobs';
import type { AppDeps } from '../../app-deps';
import type { DecisionsPush } from '../../lib/decisions-push';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { registerCall } from '../../plugins/register-call';
import { createJob } from './add-job';
import { closeOrDeclineJob } from './patch-job';
import { editJob } from './update-job';

/** The job postings' changes: add, edit and approve, close or cancel, decline. */
export const registerJobChangeRoutes = (app: FastifyInstance, deps: AppDeps, push: DecisionsPush) => {
  registerCall(app, deps, addJob, async ({ ctx, visibility, body, headers, inTenant }) => {
    const idempotencyKey = idempotencyKeyOf(headers);
    return inTenant((tx) => createJob(tx, visibility, ctx.user.id, body, idempotencyKey));
  });

  // Once committed, an approval or a decline leaves My decisions in the user's other sessions.
  registerCall(app, deps, updateJob, async ({ ctx, visibility, actor, body, log, inTenant }) => {
    const edited = await inTenant((tx) => editJob(tx, visibility, actor, body, log));
    push.decisionsChangedFor(ctx.user.id);
    return edited;
  });

  registerCall(app, deps, patchJob, async ({ ctx, visibility, actor, body, inTenant }) => {
    const patched = await inTenant((tx) => closeOrDeclineJob(tx, visibility, actor, body));
    push.decisionsChangedFor(ctx.user.id);
    return patched;
  });
};
