import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { AppShell } from '../../pages/app-shell';
import { DemoMailboxPage } from '../../pages/demo-mailbox-page';
import { SignInPage } from '../../pages/sign-in-page';
import { UserMaintenancePage } from '../../pages/user-maintenance-page';
import { DEMO } from '../../support/demo-accounts';
import { expectReady } from '../../support/ready';
import { signIn } from '../../support/sign-in';
import { pgliteDirectories } from './embedded-helpers';

/**
 * The embedded default (no DATABASE_URL) froze for good on the first Add User: a query on the pool
 * inside the tenant transaction waited for the one connection PGlite has. Every write here is
 * followed by /api/ready, which reaches the database, and by what the page shows of it.
 */

test('the server under test runs on the embedded PGlite, not on a PostgreSQL of DATABASE_URL', ({ baseURL }) => {
  const port = new URL(baseURL!).port;
  const directories = pgliteDirectories(port);
  expect(directories, `a PGlite directory of port ${port} under ${tmpdir()}`).toHaveLength(1);
  expect(existsSync(join(tmpdir(), directories[0]!, 'pglite', 'PG_VERSION'))).toBe(true);
});

test('an admin adds a user, sends the invitation again, the user accepts it from the demo mailbox, and the admin edits the user', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const email = `embedded.user.${Date.now()}@northwind.test`;
  await signIn(page, DEMO.admin, '/userMaintenance');
  const users = new UserMaintenancePage(page);
  await expect(users.heading()).toHaveText('Northwind Health - User Maintenance');

  await users.openAdd();
  await users.email().fill(email);
  await users.firstName().fill('Iris');
  await users.lastName().fill('Embedded');
  await users.phone().fill('2065550188');
  await users.chooseHospitals('Northwind General Hospital');
  await users.submit('Add User');
  await expect(page.getByText('User has been added successfully.')).toBeVisible();
  await expect(users.drawer()).toBeHidden();
  await expectReady(request, baseURL);
  await users.search(email.slice(0, 30));
  await expect(users.section('ACTIVE').getByRole('row').filter({ hasText: email })).toContainText('Iris Embedded');

  await users.openEdit(email);
  await users.drawer().getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('The invitation has been sent again.')).toBeVisible();
  await expectReady(request, baseURL);

  // Without a mail server the invitation waits in the demo mailbox; the newest link makes the account.
  const member = await (await browser.newContext()).newPage();
  const mailbox = new DemoMailboxPage(member);
  await mailbox.open();
  await expect(member.getByRole('article', { name: 'Your Client Portal invitation' }).filter({ hasText: `To ${email}` })).toHaveCount(2);
  await mailbox.followLink('Your Client Portal invitation', email);
  await member.getByLabel('Password', { exact: true }).fill('an embedded member password');
  await member.getByLabel('Confirm Password').fill('an embedded member password');
  await member.getByRole('button', { name: 'Create account' }).click();
  await new SignInPage(member).signIn(email, 'an embedded member password');
  await expect(member.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await member.context().close();

  await users.lastName().fill('Embedded-Edited');
  await users.drawer().getByLabel('2-Step Approver').check();
  await users.submit('Update');
  await expect(page.getByText('User has been updated successfully.')).toBeVisible();
  await expectReady(request, baseURL);
  await page.reload();
  await users.search(email.slice(0, 30));
  const row = users.row(email);
  await expect(row).toContainText('Iris Embedded-Edited');
  await expect(row).toContainText('Yes');
  await users.openEdit(email);
  await expect(users.drawer().getByRole('region', { name: 'Account History' })).toContainText('2-Step Approver: No → Yes');
});

test('a user edits their profile and the change is kept', async ({ page, request, baseURL }) => {
  await signIn(page, DEMO.localAdmin, '/profile');
  const lastName = `Okafor-${Date.now().toString(36)}`;
  await page.getByLabel('Phone Number').fill('(312) 555-0142');
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('User has been updated successfully.')).toBeVisible();
  await expectReady(request, baseURL);

  await page.reload();
  await expect(page.getByLabel('Last Name')).toHaveValue(lastName);
  await expect(page.getByLabel('Phone Number')).toHaveValue('(312) 555-0142');
  await expect(page.getByRole('heading', { level: 2 })).toContainText(lastName);
});

test('the sign-in side: a password reset is asked for, a wrong password refused, then the user signs in and out', async ({ page, request, baseURL }) => {
  // A Northwind account no other test here signs in as; the reset link is opened, never used, so the password stays.
  const email = 'grace.liu@northwind.test';
  await page.goto('/');
  const signInPage = new SignInPage(page);
  await signInPage.expectShown();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('This portal runs without a mail server, so nothing was sent.');
  await expectReady(request, baseURL);
  await page.getByRole('link', { name: 'Open the demo mailbox' }).click();
  await new DemoMailboxPage(page).followLink('Reset your Client Portal password', email);
  await expect(page.getByText(`For your account ${email}.`)).toBeVisible();

  await page.goto('/');
  await signInPage.signIn(email, 'not the password at all');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expectReady(request, baseURL);
  await signInPage.signIn(email);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expectReady(request, baseURL);

  await new AppShell(page).logoutFromSidebar();
  await signInPage.expectShown();
  await expectReady(request, baseURL);
});
