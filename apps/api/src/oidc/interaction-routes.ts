import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { checkCredentials } from './check-credentials';
import { clientOrigins } from './first-party-client';
import { grantConsent } from './first-party-consent';
import { escapeHtml, sendPage, type Page } from './page-layout';
import { signInPage } from './sign-in-page';
import { SIGNED_OUT_NOTICE, takeSignedOutMark } from './signed-out-notice';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const LOCKED_OUT = 'Too many failed sign-in attempts. Try again later.';
/** SPEC.md §8's login-problem text, after saying what the problem is. */
export const ACCOUNT_INACTIVE = 'This account is inactive. Please contact your system administrator for assistance.';

const REFUSALS = {
  invalid: { status: 401, message: INVALID_CREDENTIALS },
  inactive: { status: 403, message: ACCOUNT_INACTIVE },
  locked: { status: 429, message: LOCKED_OUT },
} as const;

const Credentials = z.object({ email: z.string().trim(), password: z.string() });

export interface InteractionRoutesOptions {
  provider: Provider;
  db: Database;
  config: Config;
}

/**
 * The sign-in page the provider sends users to. Registered as an encapsulated plugin, so the form-body
 * parser and the error handler stay with these two routes.
 */
export const interactionRoutes = async (scope: FastifyInstance, { provider, db, config }: InteractionRoutesOptions) => {
  await scope.register(formbody);
  const formTargets = clientOrigins(config);

  const send = (reply: FastifyReply, status: number, page: Page) => sendPage(reply, status, page, formTargets);

  // A bookmarked or reloaded sign-in page outlives its interaction: send the user back to the portal,
  // which starts a fresh sign-in.
  scope.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof errors.SessionNotFound)) throw error;
    return send(reply, 400, {
      title: 'Sign in',
      body: `<h2>Sign in</h2>
<p class="error" role="alert">This sign-in page has expired.</p>
<p class="links"><a href="${escapeHtml(config.PUBLIC_URL)}">Start again</a></p>`,
    });
  });

  scope.get('/interaction/:uid', async (request, reply) => {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    if (interaction.prompt.name === 'consent') {
      const returnTo = await provider.interactionResult(request.raw, reply.raw, await grantConsent(provider, interaction), {
        mergeWithLastSubmission: true,
      });
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    }
    const notice = takeSignedOutMark(request, reply) ? SIGNED_OUT_NOTICE : undefined;
    return send(reply, 200, signInPage({ uid: interaction.uid, publicUrl: config.PUBLIC_URL, notice }));
  });

  scope.post('/interaction/:uid/login', async (request, reply) => {
    const { uid } = await provider.interactionDetails(request.raw, reply.raw);
    const parsed = Credentials.safeParse(request.body);
    const { email, password } = parsed.success ? parsed.data : { email: '', password: '' };
    // An empty field is refused without counting: it cannot be a guess at a password.
    const outcome = email && password ? await checkCredentials(db, config, email, password) : { result: 'invalid' as const };

    if (outcome.result === 'signed-in') {
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: outcome.accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    }
    const refusal = REFUSALS[outcome.result];
    return send(reply, refusal.status, signInPage({ uid, publicUrl: config.PUBLIC_URL, email, error: refusal.message }));
  });
};
