import type { FastifyInstance } from 'fastify';
import { getAssignmentReplacement } from '@portal/domain/api/replacements';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../plugins/register-call';
import { replacementDraft } from './replacement-draft';

/** The assignment's Replace: the draft job posting the Add Job form opens with (issue 34 item 4). */
export const registerReplacementRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getAssignmentReplacement, async ({ visibility, params, inTenant }) => inTenant((tx) => replacementDraft(tx, visibility, params.id)));
};
