import { escapeHtml, type Page } from './page-layout';

export interface SignInPageInput {
  uid: string;
  publicUrl: string;
  email?: string;
  error?: string;
}

/**
 * Plain HTML without script: it must work under the strict CSP and with scripts disabled. `novalidate`
 * leaves every check to the server, so users always get the same message whatever they typed.
 */
export const signInPage = ({ uid, publicUrl, email = '', error }: SignInPageInput): Page => {
  const described = error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  return {
    title: 'Sign in',
    body: `<h2>Sign in</h2>
${error ? `<p id="sign-in-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<p class="links"><a href="${escapeHtml(`${publicUrl}/forgot-password`)}">Forgot password?</a></p>`,
  };
};
