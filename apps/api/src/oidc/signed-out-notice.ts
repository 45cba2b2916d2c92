import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** What the sign-in page says right after a sign-out, so the user sees that it worked. */
export const SIGNED_OUT_NOTICE = 'You have signed out.';

/**
 * The SPA comes back from a sign-out to /login, which goes straight on to the sign-in page; the
 * provider marks the browser when it ends a session so that page can say so once. Only the sign-in
 * page's path gets the cookie, it carries nothing secret, and it lapses if no sign-in page follows.
 */
const COOKIE = 'cp_signed_out';
const COOKIE_PATH = '/interaction';
const LIFETIME_SECONDS = 600;

export const markSignedOut = (ctx: KoaContextWithOIDC) => {
  ctx.cookies.set(COOKIE, '1', { path: COOKIE_PATH, maxAge: LIFETIME_SECONDS * 1000, httpOnly: true, sameSite: 'lax', signed: false });
};

/** Whether the browser has just signed out; the mark is spent by reading it. */
export const takeSignedOutMark = (request: FastifyRequest, reply: FastifyReply): boolean => {
  const marked = (request.headers.cookie ?? '').split(';').some((pair) => pair.trim() === `${COOKIE}=1`);
  if (marked) reply.header('set-cookie', `${COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`);
  return marked;
};
