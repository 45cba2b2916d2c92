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

export interface RegisterPageInput {
  token: string;
  email: string;
  error?: string;
}

/** The password and confirmation fields with their rule, shared by the register and reset pages. */
export const newPasswordFields = (errorId: string, error: string | undefined): string => {
  const described = ` aria-describedby="password-rules${error ? ` ${errorId}` : ''}"${error ? ' aria-invalid="true"' : ''}`;
  return `<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required autofocus${described}>
<p id="password-rules">At least ${PASSWORD_MIN_LENGTH} characters.</p>
<label for="confirmPassword">Confirm Password</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required${described}>`;
};

/**
 * Built like the sign-in page: plain HTML without script, under the same strict CSP, and `novalidate`
 * so the server's rules and messages are the only ones. The token travels in the form, not the URL.
 */
export const registerPage = ({ token, email, error }: RegisterPageInput): Page => ({
  title: 'Create your password',
  body: `<h2>Create your password</h2>
${error ? `<p id="register-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<p>For your account ${escapeHtml(email)}.</p>
<form method="post" action="/register" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
${newPasswordFields('register-error', error)}
<button type="submit">Create account</button>
</form>`,
});

export const invalidInvitationPage = (publicUrl: string): Page => ({
  title: 'Create your password',
  body: `<h2>Create your password</h2>
<p class="error" role="alert">${INVALID_INVITATION}</p>
<p>Please contact your system administrator for a new invitation.</p>
<p class="links"><a href="${escapeHtml(publicUrl)}">Return to Client Portal</a></p>`,
});
