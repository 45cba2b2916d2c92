import { escapeHtml, type Page } from './page-layout';
import { newPasswordPage } from './new-password-page';
import { RESET_LINK_MINUTES } from './password-reset-store';

/** SPEC.md is silent on the reset pages; their texts are decided here (docs/decisions/0017-password-reset.md). */
export const FORGOT_PASSWORD_TITLE = 'Forgot password';
export const FORGOT_PASSWORD_INTRO = 'Enter the email address of your account and we will send you a link to choose a new password.';
export const EMAIL_REQUIRED = 'Enter a valid email address.';
export const RESET_LINK_SENT =
  `If an account with that email address can sign in with a password, we have sent it a link to choose a new password. The link works once and expires in ${RESET_LINK_MINUTES} minutes.`;
export const RESET_LINK_IN_DEMO_MAILBOX =
  `This portal runs without a mail server, so nothing was sent. If an account with that email address can sign in with a password, the e-mail with a link to choose a new password is in the demo mailbox. The link works once and expires in ${RESET_LINK_MINUTES} minutes.`;
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';
export const RESET_PASSWORD_TITLE = 'Choose a new password';
export const INVALID_RESET_LINK = 'This password reset link is invalid, has expired or has already been used.';
export const PASSWORD_RESET_DONE = 'Your password has been changed and you have been signed out everywhere. Sign in with your new password.';

const signInLink = (publicUrl: string) => `<p class="links"><a href="${escapeHtml(publicUrl)}">Sign in</a></p>`;
const requestNewLink = '<p class="links"><a href="/forgot-password">Request a new link</a></p>';

/** Plain HTML under the strict CSP like the sign-in page; `novalidate` so the server's message is the only one. */
export const forgotPasswordPage = ({ email = '', error }: { email?: string; error?: string }): Page => {
  const described = error ? ' aria-describedby="forgot-error" aria-invalid="true"' : '';
  return {
    title: FORGOT_PASSWORD_TITLE,
    body: `<h2>${FORGOT_PASSWORD_TITLE}</h2>
${error ? `<p id="forgot-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<p>${FORGOT_PASSWORD_INTRO}</p>
<form method="post" action="/forgot-password" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}"${described}>
<button type="submit">Send reset link</button>
</form>`,
  };
};

/** Without a mail server (demo-mailbox.ts) the page says where the e-mail is instead of claiming a send. */
export const resetLinkSentPage = (publicUrl: string, mailboxPath?: string): Page => ({
  title: FORGOT_PASSWORD_TITLE,
  body: `<h2>${FORGOT_PASSWORD_TITLE}</h2>
<p class="notice" role="status">${mailboxPath ? RESET_LINK_IN_DEMO_MAILBOX : RESET_LINK_SENT}</p>
${mailboxPath ? `<p class="links"><a href="${escapeHtml(mailboxPath)}">Open the demo mailbox</a></p>` : ''}
${signInLink(publicUrl)}`,
});

export const tooManyRequestsPage = (title: string): Page => ({
  title,
  body: `<h2>${escapeHtml(title)}</h2>
<p class="error" role="alert">${TOO_MANY_REQUESTS}</p>`,
});

export const resetPasswordPage = newPasswordPage({
  title: RESET_PASSWORD_TITLE,
  action: '/reset-password',
  errorId: 'reset-error',
  submit: 'Change password',
});

export const invalidResetLinkPage = (): Page => ({
  title: RESET_PASSWORD_TITLE,
  body: `<h2>${RESET_PASSWORD_TITLE}</h2>
<p class="error" role="alert">${INVALID_RESET_LINK}</p>
${requestNewLink}`,
});

export const passwordResetDonePage = (publicUrl: string): Page => ({
  title: RESET_PASSWORD_TITLE,
  body: `<h2>${RESET_PASSWORD_TITLE}</h2>
<p class="notice" role="status">${PASSWORD_RESET_DONE}</p>
${signInLink(publicUrl)}`,
});
