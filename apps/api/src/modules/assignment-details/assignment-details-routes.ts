import type { FastifyInstance } from 'fastify';
import {
  addAssignedTravelerNotes,
  getAssignedDetails,
  getAssignmentHistory,
  getStartsStopsDetails,
  getUnitManagers,
  requestExtension,
  setUnitManager,
  updateDealMetadata,
} from '@portal/domain/api/assignment-details';
import { decideExtension } from '@portal/domain/api/decisions';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../plugins/register-call';
import { assignmentHistory } from './assignment-history';
import { updateAssignmentText } from './assignment-text-edits';
import { loadAssignmentDetails } from './details-query';
import { dealIdFromRoute } from './find-assignment';
import type { DecisionsPush } from '../../lib/decisions-push';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { answerExtensionOffer } from './decide-extension';
import { createExtensionRequest } from './request-extension';
import { assignUnitManager, listUnitManagers } from './unit-managers';

/** The assignment details page: its card and history, notes, reference id, unit manager, extension request and the answer to an extension offer. */
export const registerAssignmentDetailRoutes = (app: FastifyInstance, deps: AppDeps, push: DecisionsPush) => {
  registerCall(app, deps, getAssignedDetails, async ({ visibility, params, readInTenant }) =>
    readInTenant((tx) => loadAssignmentDetails(tx, visibility, dealIdFromRoute(params.id))),
  );

  registerCall(app, deps, getStartsStopsDetails, async ({ visibility, params, readInTenant }) =>
    readInTenant((tx) => loadAssignmentDetails(tx, visibility, dealIdFromRoute(params.id))),
  );

  registerCall(app, deps, getAssignmentHistory, async ({ visibility, params, query, inTenant }) =>
    inTenant((tx) => assignmentHistory(tx, visibility, params.id, query)),
  );

  registerCall(app, deps, addAssignedTravelerNotes, async ({ ctx, visibility, body, inTenant }) => {
    const notes = await inTenant((tx) => updateAssignmentText(tx, visibility, ctx.user.id, body.dealId, 'notes', body.notes));
    return { dealId: body.dealId, notes };
  });

  registerCall(app, deps, updateDealMetadata, async ({ ctx, visibility, body, inTenant }) => {
    const referenceId = await inTenant((tx) =>
      updateAssignmentText(tx, visibility, ctx.user.id, body.dealId, 'referenceId', body.referenceId),
    );
    return { referenceId };
  });

  registerCall(app, deps, getUnitManagers, async ({ visibility, query, inTenant }) =>
    inTenant((tx) => listUnitManagers(tx, visibility, query.dealId)),
  );

  registerCall(app, deps, setUnitManager, async ({ ctx, visibility, body, inTenant }) =>
    inTenant((tx) => assignUnitManager(tx, visibility, ctx.user.id, body)),
  );

  registerCall(app, deps, requestExtension, async ({ ctx, visibility, body, headers, inTenant }) => {
    const idempotencyKey = idempotencyKeyOf(headers);
    return inTenant((tx) => createExtensionRequest(tx, visibility, ctx.user.id, body, idempotencyKey));
  });

  registerCall(app, deps, decideExtension, async ({ ctx, visibility, actor, body, inTenant }) => {
    const answered = await inTenant((tx) => answerExtensionOffer(tx, visibility, actor, body));
    // Once committed: the offer leaves My decisions in the user's other sessions.
    push.decisionsChangedFor(ctx.user.id);
    return answered;
  });
};
