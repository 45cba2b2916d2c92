import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, renderPage, type Page } from './page-layout';

type ProviderPages = Required<Pick<Configuration, 'renderError'>> & {
  logoutSource: (ctx: KoaContextWithOIDC, form: string) => void;
  postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => void;
};

/** Submits the provider's logout form; constant, so the page's CSP can allow it by hash. */
const SUBMIT_LOGOUT_FORM = "document.getElementById('op.logoutForm').submit()";

/** Pages the provider itself renders (inside Koa), in the same look and under the same CSP as the sign-in page. */
export const providerPages = (publicUrl: string, formTargets: readonly string[]): ProviderPages => {
  const send = (ctx: KoaContextWithOIDC, page: Page) => {
    const { html, contentSecurityPolicy } = renderPage(page, formTargets);
    ctx.set('content-security-policy', contentSecurityPolicy);
    ctx.type = 'html';
    ctx.body = html;
  };
  const backToPortal = `<p class="links"><a href="${escapeHtml(publicUrl)}">Return to Client Portal</a></p>`;

  return {
    /**
     * The provider ends a session only on an xsrf-protected POST to /oidc/session/end/confirm; it has no
     * switch to skip that step, and its confirm logic (grant revocation, cookie clearing) is internal.
     * So the confirm page stays, but when the SPA asks to sign out with an id_token_hint of the signed-in
     * account, a constant script (allowed by its hash) submits it at once. Any other request, such as
     * a link from another site, gets the visible "Sign out" button and needs the user's click.
     * `logout=yes` ends the whole session, not just the SPA's part of it.
     */
    logoutSource(ctx, form) {
      const hint = ctx.oidc.entities.IdTokenHint;
      const fromSignedInApp = hint !== undefined && hint.payload.sub === ctx.oidc.session?.accountId;
      send(ctx, {
        title: 'Sign out',
        body: `<h2>Sign out</h2>
<p>${fromSignedInApp ? 'Signing you out…' : 'Do you want to sign out of Client Portal?'}</p>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"/><button type="submit">Sign out</button></form>')}`,
        ...(fromSignedInApp ? { script: SUBMIT_LOGOUT_FORM } : {}),
      });
    },

    /** Only reached when a logout request named no post_logout_redirect_uri. */
    postLogoutSuccessSource(ctx) {
      send(ctx, { title: 'Signed out', body: `<h2>Signed out</h2>\n<p>You have signed out.</p>\n${backToPortal}` });
    },

    /** SPEC shows users no server message, so the provider's error description is not echoed. */
    renderError(ctx) {
      send(ctx, {
        title: 'Sign-in error',
        body: `<h2>Unable to sign-in</h2>\n<p>Something went wrong while signing you in.</p>\n${backToPortal}`,
      });
    },
  };
};
