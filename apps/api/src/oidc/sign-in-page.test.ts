import { describe, expect, it } from 'vitest';
import { signInPage } from './sign-in-page';

const page = (input: Partial<Parameters<typeof signInPage>[0]> = {}) =>
  signInPage({ uid: 'uid-1', publicUrl: 'https://portal.test', ...input }).body;

describe('the sign-in page', () => {
  it('lets the browser refuse an empty submit: both fields are required and the form validates', () => {
    const body = page();
    expect(body).not.toContain('novalidate');
    expect(body).toMatch(/<input id="email" name="email" type="email"[^>]* required/);
    expect(body).toMatch(/<input id="password" name="password" type="password"[^>]* required/);
    expect(body).toContain('<label for="email">Email</label>');
    expect(body).toContain('<label for="password">Password</label>');
    expect(body).toContain('<button type="submit">Sign in</button>');
  });

  it('shows a notice apart from errors, escaped', () => {
    expect(page({ notice: 'You have signed out.' })).toContain('<p class="notice" role="status">You have signed out.</p>');
    expect(page({ notice: '<b>' })).toContain('&lt;b&gt;');
    expect(page()).not.toContain('class="notice"');
  });
});
