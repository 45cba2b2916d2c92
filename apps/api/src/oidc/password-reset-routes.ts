import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { DEMO_MAILBOX_PATH, hasDemoMailbox } from './demo-mailbox';
import { clientOrigins } from './first-party-client';
import { sendPage } from './page-layout';
import {
  EMAIL_REQUIRED,
  FORGOT_PASSWORD_TITLE,
  forgotPasswordPage,
  invalidResetLinkPage,
  passwordResetDonePage,
  RESET_PASSWORD_TITLE,
  resetLinkSentPage,
  resetPasswordPage,
  tooManyRequestsPage,
} from './password-reset-pages';
import { findUsableReset, requestPasswordReset, resetPassword } from './password-reset-store';
import { NewPasswordForm, passwordProblem, TokenQuery } from './new-password-page';

const ForgotForm = z.object({ email: z.string().trim().max(320).catch('') }).catch({ email: '' });

/** Counted per API instance (in memory); see docs/decisions/0017-password-reset.md. */
export const RESET_LIMITS = {
  requestsPerAddress: { max: 10, timeWindow: 15 * 60_000 },
  requestsPerEmail: { max: 3, timeWindow: 60 * 60_000 },
  resetsPerAddress: { max: 10, timeWindow: 15 * 60_000 },
} as const;

export interface PasswordResetOptions {
  db: Database;
  config: Config;
  /** Called once a reset e-mail is committed to the outbox, so a running relay sends it at once. */
  onEmailQueued?: () => void;
}

/**
 * `/forgot-password` and `/reset-password` of the built-in provider. Like `/register` they need no
 * session: the token in the form is the only credential. Requests are rate-limited per client address
 * and per typed e-mail, known or not, so a limit reveals nothing about which accounts exist.
 */
export const passwordResetRoutes = async (scope: FastifyInstance, { db, config, onEmailQueued }: PasswordResetOptions) => {
  await scope.register(formbody);
  await scope.register(rateLimit, { global: false });
  const formTargets = clientOrigins(config);
  const byAddress = scope.createRateLimit({ ...RESET_LIMITS.requestsPerAddress, keyGenerator: (request) => `forgot-ip:${request.ip}` });
  const byEmail = scope.createRateLimit({
    ...RESET_LIMITS.requestsPerEmail,
    keyGenerator: (request) => `forgot:${ForgotForm.parse(request.body).email.toLowerCase()}`,
  });
  const resetsByAddress = scope.createRateLimit({ ...RESET_LIMITS.resetsPerAddress, keyGenerator: (request) => `reset:${request.ip}` });
  const exceeded = async (request: FastifyRequest, ...limits: (typeof byAddress)[]) => {
    for (const limit of limits) {
      const outcome = await limit(request);
      if (!outcome.isAllowed && outcome.isExceeded) return true;
    }
    return false;
  };
  const invalid = (reply: FastifyReply) => sendPage(reply, 400, invalidResetLinkPage(), formTargets);

  scope.get('/forgot-password', async (_request, reply) => sendPage(reply, 200, forgotPasswordPage({}), formTargets));

  scope.post('/forgot-password', async (request, reply) => {
    const { email } = ForgotForm.parse(request.body);
    if (!z.email().safeParse(email).success) return sendPage(reply, 400, forgotPasswordPage({ email, error: EMAIL_REQUIRED }), formTargets);
    if (await exceeded(request, byAddress, byEmail)) return sendPage(reply, 429, tooManyRequestsPage(FORGOT_PASSWORD_TITLE), formTargets);
    const link = await requestPasswordReset(db, email, config.PUBLIC_URL);
    if (link) {
      onEmailQueued?.();
      // Without a relay the log is where a developer can follow the link, as for invitations.
      if (config.NODE_ENV !== 'production' && !config.SMTP_URL) request.log.info({ resetLink: link }, 'Password reset e-mail queued in the outbox');
    }
    return sendPage(reply, 200, resetLinkSentPage(config.PUBLIC_URL, hasDemoMailbox(config) ? DEMO_MAILBOX_PATH : undefined), formTargets);
  });

  // The token is in this URL: `warn` keeps the request log from recording it.
  scope.get('/reset-password', { logLevel: 'warn' }, async (request, reply) => {
    const { token } = TokenQuery.parse(request.query);
    const reset = token ? await findUsableReset(db, token) : undefined;
    if (!reset) return invalid(reply);
    return sendPage(reply, 200, resetPasswordPage({ token, email: reset.email }), formTargets);
  });

  scope.post('/reset-password', async (request, reply) => {
    if (await exceeded(request, resetsByAddress)) return sendPage(reply, 429, tooManyRequestsPage(RESET_PASSWORD_TITLE), formTargets);
    const { token, password, confirmPassword } = NewPasswordForm.parse(request.body);
    const reset = token ? await findUsableReset(db, token) : undefined;
    if (!reset) return invalid(reply);
    const problem = passwordProblem(password, confirmPassword);
    if (problem) return sendPage(reply, 400, resetPasswordPage({ token, email: reset.email, error: problem }), formTargets);
    // Hashed before the transaction, so its row locks are not held through scrypt.
    if (!(await resetPassword(db, token, await hashPassword(password)))) return invalid(reply);
    return sendPage(reply, 200, passwordResetDonePage(config.PUBLIC_URL), formTargets);
  });
};
