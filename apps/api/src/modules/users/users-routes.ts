import type { FastifyInstance } from 'fastify';
import {
  addUser as addUserCall,
  downloadUsers,
  exportUsersList,
  getUserHistory,
  getUserType,
  getUserTypes,
  postUsers,
  putUser,
  searchUser,
  searchUsers,
  updateUser as updateUserCall,
} from '@portal/domain/api/users';
import { canAccessList, EMAIL_TAKEN_MESSAGE, grantableUserTypes } from '@portal/domain/users/user-rules';
import type { AppDeps } from '../../app-deps';
import { asOwner } from '../../db/as-owner';
import { streamTableExport } from '../../exports/stream-export';
import { conflict, notFound } from '../../http-errors';
import { idempotencyKeyOf, idempotentCall, withIdempotency } from '../../lib/idempotency-key';
import { registerCall } from '../../plugins/register-call';
import { addUser, emailTaken } from './add-user';
import { editorOf } from './user-editor';
import { USER_EXPORT_COLUMNS, userExportQuery } from './user-export';
import { userHistory } from './user-history';
import { userSearchPage } from './user-search';
import { updateUser } from './update-user';

export const NETWORK_MISMATCH = 'Hospital network not found.';

/** `networkId`, when a request names it, must be the network the request acts in. */
const checkNetwork = (requested: string | undefined, actual: string) => {
  if (requested !== undefined && requested !== actual) throw notFound(NETWORK_MISMATCH);
};

export const registerUserRoutes = (app: FastifyInstance, deps: AppDeps, onEmailQueued?: () => void) => {
  for (const call of [searchUser, searchUsers]) {
    registerCall(app, deps, call, async ({ ctx, visibility, query, inTenant }) => {
      checkNetwork(query.networkId, visibility.networkId);
      return inTenant((tx) => userSearchPage(tx, { ...query, networkId: visibility.networkId }, editorOf(ctx, visibility)));
    });
  }

  for (const call of [getUserType, getUserTypes]) {
    registerCall(app, deps, call, async ({ ctx, visibility }) =>
      grantableUserTypes(editorOf(ctx, visibility)).map((type) => ({ id: type.id, label: type.name, canAccess: canAccessList(type.name, ctx.flags.invoicing) })),
    );
  }

  for (const call of [addUserCall, postUsers]) {
    registerCall(app, deps, call, async ({ ctx, visibility, body, headers, inTenant, log }) => {
      // Both addresses of AddUser share its name, so a repeat through either answers the first.
      const idempotent = idempotentCall(addUserCall, { networkId: visibility.networkId, userId: ctx.user.id }, idempotencyKeyOf(headers));
      // A repeat of a create that went through answers the same user, not the 409 its address now gets.
      const { answer, extra: invitationLink } = await inTenant((tx) =>
        withIdempotency(tx, idempotent, async () => {
          // Addresses are unique across networks, which row-level security hides: asked as the owner, in
          // this transaction (a query on the pool here would wait for the connection this one holds).
          if (await asOwner(tx, () => emailTaken(tx, body.email))) throw conflict(EMAIL_TAKEN_MESSAGE);
          const added = await addUser(tx, editorOf(ctx, visibility), visibility.networkId, body, deps.config.PUBLIC_URL);
          return { answer: { userID: added.userID, version: added.version }, extra: added.invitationLink };
        }),
      );
      if (invitationLink) {
        onEmailQueued?.();
        // As the self-service resend does: the log is where a developer follows the link; never in production.
        if (deps.config.NODE_ENV !== 'production') log.info({ invitationLink }, 'Invitation e-mail queued in the outbox');
      }
      return answer;
    });
  }

  registerCall(app, deps, updateUserCall, async ({ ctx, visibility, body, inTenant, log }) => {
    const { userID, ...payload } = body;
    const updated = await inTenant((tx) => updateUser(tx, editorOf(ctx, visibility), visibility.networkId, userID, payload));
    if (updated.endedSessions > 0) log.info({ userId: userID, endedSessions: updated.endedSessions }, 'Deactivated user signed out of the built-in provider');
    return { userID: updated.userID, version: updated.version };
  });

  registerCall(app, deps, putUser, async ({ ctx, visibility, params, body, inTenant, log }) => {
    const updated = await inTenant((tx) => updateUser(tx, editorOf(ctx, visibility), visibility.networkId, params.id, body));
    if (updated.endedSessions > 0) log.info({ userId: params.id, endedSessions: updated.endedSessions }, 'Deactivated user signed out of the built-in provider');
    return { userID: updated.userID, version: updated.version };
  });

  for (const call of [exportUsersList, downloadUsers]) {
    registerCall(app, deps, call, async ({ visibility, query, body, inTenant, log }) => {
      checkNetwork(body.networkId, visibility.networkId);
      return streamTableExport(inTenant, log, {
        report: 'UsersList',
        format: query.format,
        columns: USER_EXPORT_COLUMNS,
        query: userExportQuery(visibility.networkId, body.userName, body),
      });
    });
  }

  registerCall(app, deps, getUserHistory, async ({ params, inTenant }) => inTenant((tx) => userHistory(tx, params.id)));
};
