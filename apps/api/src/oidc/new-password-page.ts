import { z } from 'zod';
import { escapeHtml, type Page } from './page-layout';

export const PASSWORD_MIN_LENGTH = 12;
export const INVALID_INVITATION = 'This invitation link is invalid or has expired.';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORDS_DIFFER = 'Passwords do not match.';

/** Counted in characters as people see them, not in UTF-16 units. */
export const passwordProblem = (password: string, confirmation: string): string | undefined => {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password !== confirmation) return PASSWORDS_DIFFER;
  return undefined;
};

const field = z.string().catch('');
/** The token of a one-time link in its URL; a missing or malformed one reads as none. */
export const TokenQuery = z.object({ token: field }).catch({ token: '' });
/** The form of the new password page, read leniently: what is missing is refused by the page's own rules. */
export const NewPasswordForm = z.object({ token: field, password: field, confirmPassword: field }).catch({ token: '', password: '', confirmPassword: '' });

/** What a page behind a one-time link shows: the account the link is for, and the last refusal. */
export interface NewPasswordPageInput {
  token: string;
  email: string;
  error?: string;
}

/** The password and confirmation fields with their rule. */
const newPasswordFields = (errorId: string, error: string | undefined): string => {
  const described = ` aria-describedby="password-rules${error ? ` ${errorId}` : ''}"${error ? ' aria-invalid="true"' : ''}`;
  return `<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required autofocus${described}>
<p id="password-rules">At least ${PASSWORD_MIN_LENGTH} characters.</p>
<label for="confirmPassword">Confirm Password</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required${described}>`;
};

/**
 * The page where a one-time link (an invitation, a password reset) leads to choose a password. Built
 * like the sign-in page: plain HTML without script, under the same strict CSP, and `novalidate` so
 * the server's rules and messages are the only ones. The token travels in the form, not the URL.
 */
export const newPasswordPage =
  (form: { title: string; action: string; errorId: string; submit: string }) =>
  ({ token, email, error }: NewPasswordPageInput): Page => ({
    title: form.title,
    body: `<h2>${form.title}</h2>
${error ? `<p id="${form.errorId}" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<p>For your account ${escapeHtml(email)}.</p>
<form method="post" action="${form.action}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
${newPasswordFields(form.errorId, error)}
<button type="submit">${form.submit}</button>
</form>`,
  });

export const registerPage = newPasswordPage({ title: 'Create your password', action: '/register', errorId: 'register-error', submit: 'Create account' });

export const invalidInvitationPage = (publicUrl: string): Page => ({
  title: 'Create your password',
  body: `<h2>Create your password</h2>
<p class="error" role="alert">${INVALID_INVITATION}</p>
<p>Please contact your system administrator for a new invitation.</p>
<p class="links"><a href="${escapeHtml(publicUrl)}">Return to Client Portal</a></p>`,
});
