import { expect, test, type Browser } from '@playwright/test';
import { decodeQuotedPrintable } from '@portal/api/test-support/smtp-sink';
import { SignInPage } from '../pages/sign-in-page';
import { UserMaintenancePage } from '../pages/user-maintenance-page';
import { DEMO } from '../support/demo-accounts';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';
import { startE2eSmtpSink } from '../support/smtp-sink';

/**
 * User maintenance end to end, with a user of its own (a unique address) so the demo accounts other
 * specs sign in as stay as they are. Runs after the 'portal' project (playwright.config.ts): it
 * starts the SMTP sink the server's relay delivers to, which forgot-password.spec.ts also starts.
 */
const NEW_EMAIL = `e2e.user.${Date.now()}@northwind.test`;
const NEW_PASSWORD = 'a new user password';
const OUTSIDE_USER = 'noel.ibarra@northwind.test';

let sink: Awaited<ReturnType<typeof startE2eSmtpSink>>;
test.beforeAll(async () => {
  sink = await startE2eSmtpSink();
});
test.afterAll(() => sink?.close());

const newContextPage = async (browser: Browser) => (await browser.newContext()).newPage();

const invitationLink = async (email: string, count: number) => {
  await expect.poll(() => sink.received.filter((m) => m.to.includes(email)).length, { timeout: 20_000 }).toBe(count);
  const mails = sink.received.filter((m) => m.to.includes(email));
  const text = decodeQuotedPrintable(mails.at(-1)!.raw);
  expect(text).toContain('Subject: Your Client Portal invitation');
  const link = /http:\/\/\S+\/register\?token=[\w-]+/.exec(text)?.[0];
  expect(link).toBeTruthy();
  return link!;
};

test.describe.configure({ mode: 'serial' });

test('an admin adds a user who accepts the invite, is made a 2-step approver and is shut out at once on deactivation', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, DEMO.admin, '/userMaintenance');
  const users = new UserMaintenancePage(page);
  await expect(users.heading()).toHaveText('Northwind Health - User Maintenance');
  await expect(page.getByText('Manage your team members and their account permissions.')).toBeVisible();
  await expect(users.section('ACTIVE')).toBeVisible();
  await expect(users.section('INACTIVE')).toBeVisible();
  await checkScreen(page, 'user-maintenance');

  await users.search('zzzz-nobody');
  await expect(page.getByText("Try adjusting your search by entering part of the user's name or checking for typos.")).toBeVisible();
  await users.search('');

  // Every §5 message on bad input, the focus on the first invalid field.
  await users.openAdd();
  await expect(page.getByText('Fill out the form to add new user and apply permissions.')).toBeVisible();
  await expect(users.drawer().getByText('Can access')).toBeVisible();
  await users.submit('Add User');
  await expect(users.email()).toBeFocused();
  await expect(users.drawer().getByText('This field is required')).toHaveCount(5);
  await users.email().fill('not-an-address');
  await expect(users.helper('This is not a valid email address')).toBeVisible();
  await users.email().fill(`${'a'.repeat(95)}@x.test`);
  await expect(users.helper('Email address must be at most 100 characters')).toBeVisible();
  await users.firstName().fill(' Nova');
  await expect(users.helper('Invalid Formatting')).toBeVisible();
  await users.firstName().fill('N'.repeat(51));
  await expect(users.helper('First name must be at most 50 characters')).toBeVisible();
  await users.lastName().fill('Q'.repeat(51));
  await expect(users.helper('Last name must be at most 50 characters')).toBeVisible();
  await users.phone().fill('555');
  await expect(users.helper('Invalid formatting')).toBeVisible();
  await users.phone().fill('1111111111');
  await expect(users.phone()).toHaveValue('(111)111-1111');
  await expect(users.helper('This is not a valid phone number')).toBeVisible();
  await users.submit('Add User');
  await expect(users.email()).toBeFocused();
  await checkScreen(page, 'user-drawer');

  await users.email().fill(NEW_EMAIL);
  await users.firstName().fill('Nova');
  await users.lastName().fill('Quinn');
  await users.phone().fill('2065550177');
  await users.chooseHospitals('Northwind General Hospital');
  await users.submit('Add User');
  await expect(page.getByText('User has been added successfully.')).toBeVisible();
  await expect(users.drawer()).toBeHidden();

  // Pending invite, resent.
  await users.openEdit(NEW_EMAIL);
  await expect(users.email()).toBeDisabled();
  await expect(users.drawer().getByText('*This user needs to accept the invite to join. Do you want to resend the invitation?')).toBeVisible();
  await users.drawer().getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('The invitation has been sent again.')).toBeVisible();
  await users.drawer().getByRole('button', { name: 'Close' }).click();
  const link = await invitationLink(NEW_EMAIL, 2);

  // The invited user accepts through the e-mailed link and signs in.
  const member = await newContextPage(browser);
  await member.goto(link);
  await member.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await member.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await member.getByRole('button', { name: 'Create account' }).click();
  await new SignInPage(member).signIn(NEW_EMAIL, NEW_PASSWORD);
  await expect(member.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

  // 2-step approver.
  await page.reload();
  await users.openEdit(NEW_EMAIL);
  await expect(users.drawer().getByText('*This user needs to accept the invite')).toHaveCount(0);
  await users.drawer().getByLabel('2-Step Approver').check();
  await users.submit('Update');
  await expect(page.getByText('User has been updated successfully.')).toBeVisible();
  await expect(users.row(NEW_EMAIL)).toContainText('Yes');

  // Deactivated: the member's next call is refused at once.
  await users.openEdit(NEW_EMAIL);
  await expect(users.drawer().getByRole('region', { name: 'Account History' })).toContainText('2-Step Approver: No → Yes');
  await users.drawer().getByLabel('Active').uncheck();
  await users.submit('Update');
  await expect(page.getByText('User has been updated successfully.')).toBeVisible();
  await users.search(NEW_EMAIL.slice(0, 30));
  await expect(users.section('INACTIVE').getByRole('row').filter({ hasText: NEW_EMAIL })).toContainText('Inactive');
  const refused = member.waitForResponse((response) => response.url().includes('/api/') && response.status() === 403);
  await member.goto('/userMaintenance');
  expect((await refused).status()).toBe(403);

  // Signing in again with the right password says why it fails and whom to ask.
  const returning = await newContextPage(browser);
  await returning.goto('/');
  await new SignInPage(returning).signIn(NEW_EMAIL, NEW_PASSWORD);
  await expect(returning.getByRole('alert')).toHaveText('This account is inactive. Please contact your system administrator for assistance.');
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a user's Edit is on screen without scrolling sideways`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, DEMO.admin, '/userMaintenance');
    const users = new UserMaintenancePage(page);
    const edit = users.section('ACTIVE').getByRole('button', { name: /^Edit / }).first();
    await expect(edit).toBeVisible();
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    // Within the part of the list the reader sees: the table's frame (or the card) and the page.
    const frame = (await users.listFrame('ACTIVE').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('a taken e-mail shows the 409 text in the drawer', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/userMaintenance');
  const users = new UserMaintenancePage(page);
  await users.openAdd();
  await users.email().fill(DEMO.general.email);
  await users.firstName().fill('Dana');
  await users.lastName().fill('Duplicate');
  await users.phone().fill('2065550166');
  await users.chooseHospitals('Northwind General Hospital');
  await users.submit('Add User');
  await expect(users.drawer().getByRole('alert')).toHaveText('This email address is associated with an existing account');
});

test('a Client Admin sets the units a user covers in the Edit User drawer, saved with Update', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/userMaintenance');
  const users = new UserMaintenancePage(page);
  await users.openEdit(DEMO.hr.email);
  const units = users.drawer().getByRole('group', { name: 'Units covered' });
  const first = units.getByRole('checkbox').first();
  await expect(first).toBeVisible();
  const name = await first.evaluate((box) => box.closest('label')?.textContent ?? '');
  const hospital = await first.evaluate((box) => box.closest('[role="group"][aria-label]:not([aria-label="Units covered"])')?.getAttribute('aria-label') ?? '');
  const covered = !(await first.isChecked());
  await first.setChecked(covered);
  await users.drawer().getByRole('region', { name: 'Units covered' }).scrollIntoViewIfNeeded();
  await checkScreen(page, 'user-drawer-units-covered');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/UnitCoverage'));
  await users.submit('Update');
  expect((await saved).status()).toBe(200);
  await expect(users.drawer()).toBeHidden();

  await page.reload();
  await users.openEdit(DEMO.hr.email);
  const again = users.drawer().getByRole('group', { name: hospital, exact: true }).getByRole('checkbox', { name, exact: true });
  await expect(again).toBeChecked({ checked: covered });
});

test('a Local Admin cannot edit a user outside its facilities', async ({ page }) => {
  await openSignedIn(page, DEMO.localAdmin, '/userMaintenance');
  const users = new UserMaintenancePage(page);
  // Human Resources at Bayside and Children's, neither of the Local Admin's two hospitals.
  await users.search(OUTSIDE_USER);
  const cannot = users.row(OUTSIDE_USER).getByText('CANNOT EDIT');
  await expect(cannot).toBeVisible();
  await cannot.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Your account can only edit users who have access to facilities within your permissions.');
  await expect(users.row(OUTSIDE_USER).getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await checkScreen(page, 'user-maintenance-local-admin');
});

test('a PRN Generic user sees the shifts links its platform permissions allow', async ({ page }) => {
  await openSignedIn(page, { email: 'prn@northwind.test', userType: 'PRN Generic', home: '/', homeHeading: 'Home' });
  const sidebar = page.getByRole('navigation').first();
  for (const [label, path] of [
    ['Internal Jobs', '/jobs'],
    ['Shift Assignments', '/assignments'],
    ['Staff Pools', '/staff-pools'],
  ] as const) {
    await expect(sidebar.getByRole('link', { name: label })).toHaveAttribute('href', new RegExp(`${path}$`));
  }
  await expect(sidebar.getByRole('link', { name: 'Company Management' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Opportunities' })).toHaveCount(0);
  await checkScreen(page, 'prn-generic-home');
});
