import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { acceptInvitation, findUsableInvitation } from '../mail/invitation-store';
import { clientOrigins } from './first-party-client';
import { sendPage } from './page-layout';
import { invalidInvitationPage, NewPasswordForm, passwordProblem, registerPage, TokenQuery } from './new-password-page';

export interface InvitationAcceptanceOptions {
  db: Database;
  config: Config;
}

/**
 * `/register`, where the link of an invitation e-mail leads: the user creates a password, which also
 * verifies the account, then signs in from the portal as usual.
 *
 * No session or cookie is involved, so a cross-site form has nothing to ride on: the token in the
 * form is the only credential, and whoever holds it could submit it directly. For the same reason
 * failures are not locked out like sign-ins: a 256-bit token cannot be guessed, and a refused
 * password (too short, not matching) tests no secret.
 */
export const invitationAcceptanceRoutes = async (scope: FastifyInstance, { db, config }: InvitationAcceptanceOptions) => {
  await scope.register(formbody);
  const formTargets = clientOrigins(config);
  const invalid = (reply: FastifyReply) => sendPage(reply, 400, invalidInvitationPage(config.PUBLIC_URL), formTargets);

  // The token is in this URL: `warn` keeps the request log from recording it.
  scope.get('/register', { logLevel: 'warn' }, async (request, reply) => {
    const { token } = TokenQuery.parse(request.query);
    const invitation = token ? await findUsableInvitation(db, token) : undefined;
    if (!invitation) return invalid(reply);
    return sendPage(reply, 200, registerPage({ token, email: invitation.email }), formTargets);
  });

  scope.post('/register', async (request, reply) => {
    const { token, password, confirmPassword } = NewPasswordForm.parse(request.body);
    const invitation = token ? await findUsableInvitation(db, token) : undefined;
    if (!invitation) return invalid(reply);
    const problem = passwordProblem(password, confirmPassword);
    if (problem) return sendPage(reply, 400, registerPage({ token, email: invitation.email, error: problem }), formTargets);
    // Hashed before the transaction, so its row locks are not held through scrypt.
    if (!(await acceptInvitation(db, token, await hashPassword(password)))) return invalid(reply);
    return reply.header('cache-control', 'no-store').redirect(`${config.PUBLIC_URL}/`, 303);
  });
};
