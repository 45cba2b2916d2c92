import { escapeHtml, type Page } from './page-layout';

export interface SignInPageInput {
  uid: string;
  publicUrl: string;
  email?: string;
  error?: string;
  /** A message that is not an error, such as the one after signing out. */
  notice?: string;
}

/**
 * Plain HTML without script: it must work under the strict CSP and with scripts disabled. The
 * browser refuses an empty field (`required`) in the page itself, with its own message in the
 * user's language; the server still checks everything and answers a wrong pair with one message.
 */
export const signInPage = ({ uid, publicUrl, email = '', error, notice }: SignInPageInput): Page => {
  const described = error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  return {
    title: 'Sign in',
    body: `<h2>Sign in</h2>
${error ? `<p id="sign-in-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<p class="links"><a href="${escapeHtml(`${publicUrl}/forgot-password`)}">Forgot password?</a></p>`,
  };
};
