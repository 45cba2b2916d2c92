import { expect, test } from '@playwright/test';
import { SignInPage } from '../pages/sign-in-page';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { decodeQuotedPrintable } from '@portal/api/test-support/smtp-sink';
import { startE2eSmtpSink } from '../support/smtp-sink';

/** A verified Northwind account no other spec signs in as, so changing its password disturbs nobody. */
const GRACE = 'grace.liu@northwind.test';
const NEW_PASSWORD = 'grace resets her password';

let sink: Awaited<ReturnType<typeof startE2eSmtpSink>>;
test.beforeAll(async () => {
  sink = await startE2eSmtpSink();
});
test.afterAll(() => sink?.close());

test('a forgotten password is reset through the e-mailed link, once, and only the new password signs in', async ({ page }) => {
  await page.goto('/');
  const signInPage = new SignInPage(page);
  await signInPage.expectShown();
  await page.getByRole('link', { name: 'Forgot password?' }).click();

  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(GRACE);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account with that email address can sign in with a password, we have sent it a link');

  // The API's relay delivers the outbox to the SMTP server this test runs.
  await expect.poll(() => sink.received.filter((m) => m.to.includes(GRACE)).length, { timeout: 20_000 }).toBe(1);
  const text = decodeQuotedPrintable(sink.received.find((m) => m.to.includes(GRACE))!.raw);
  expect(text).toContain('Subject: Reset your Client Portal password');
  const link = /http:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For your account ${GRACE}.`)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('too short');
  await page.getByLabel('Confirm Password').fill('too short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 12 characters.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed and you have been signed out everywhere. Sign in with your new password.',
  );

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInPage.signIn(GRACE, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await signInPage.signIn(GRACE, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

  await page.goto(link!);
  await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid, has expired or has already been used.');
  await expect(page.getByRole('button', { name: 'Change password' })).toHaveCount(0);
});
