import type { FastifyInstance } from 'fastify';
import {
  addAssignedTravelerNotes,
  getAssignedDetails,
  getStartsStopsDetails,
  getUnitManagers,
  requestExtension,
  setUnitManager,
  updateDealMetadata,
} from '@portal/domain/api/assignment-details';
import type { AppDeps } from '../../app-deps';
import type { ContextNetwork, RequestContext } from '../../context/request-context';
import { registerCall } from '../../plugins/register-call';
import { updateAssignmentText } from './assignment-text-edits';
import { loadAssignmentDetails } from './details-query';
import { dealIdFromRoute, type AssignmentScope } from './find-assignment';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { createExtensionRequest } from './request-extension';
import { assignUnitManager, listUnitManagers } from './unit-managers';

const scopeOf = (ctx: RequestContext, network: ContextNetwork): AssignmentScope => ({
  networkId: network.id,
  hospitalIds: ctx.hospitalIds,
});

/** The assignment details page: its card and history, notes, reference id, unit manager and extension request. */
export const registerAssignmentDetailRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getAssignedDetails, async ({ ctx, network, params, inTenant }) =>
    inTenant((tx) => loadAssignmentDetails(tx, scopeOf(ctx, network), dealIdFromRoute(params.id))),
  );

  registerCall(app, deps, getStartsStopsDetails, async ({ ctx, network, params, inTenant }) =>
    inTenant((tx) => loadAssignmentDetails(tx, scopeOf(ctx, network), dealIdFromRoute(params.id))),
  );

  registerCall(app, deps, addAssignedTravelerNotes, async ({ ctx, network, body, inTenant }) => {
    const notes = await inTenant((tx) => updateAssignmentText(tx, scopeOf(ctx, network), ctx.user.id, body.dealId, 'notes', body.notes));
    return { dealId: body.dealId, notes };
  });

  registerCall(app, deps, updateDealMetadata, async ({ ctx, network, body, inTenant }) => {
    const referenceId = await inTenant((tx) =>
      updateAssignmentText(tx, scopeOf(ctx, network), ctx.user.id, body.dealId, 'referenceId', body.referenceId),
    );
    return { referenceId };
  });

  registerCall(app, deps, getUnitManagers, async ({ ctx, network, query, inTenant }) =>
    inTenant((tx) => listUnitManagers(tx, scopeOf(ctx, network), query.dealId)),
  );

  registerCall(app, deps, setUnitManager, async ({ ctx, network, body, inTenant }) =>
    inTenant((tx) => assignUnitManager(tx, scopeOf(ctx, network), ctx.user.id, body)),
  );

  registerCall(app, deps, requestExtension, async ({ ctx, network, body, headers, inTenant }) => {
    const idempotencyKey = idempotencyKeyOf(headers);
    return inTenant((tx) => createExtensionRequest(tx, scopeOf(ctx, network), ctx.user.id, body, idempotencyKey));
  });
};
