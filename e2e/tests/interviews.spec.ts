import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { attachmentsOf, decodeQuotedPrintable } from '@portal/api/test-support/smtp-sink';
import { callPath } from '@portal/domain/api/call';
import { answerIntegrationInterview, type Interview } from '@portal/domain/api/interviews';
import { getUserNetwork, type UserNetworkResponse } from '@portal/domain/api/platform';
import { interviewTimeLabel } from '@portal/domain/interviews/interview-time';
import { CandidateInterview } from '../pages/candidate-interview';
import { CandidatesPage } from '../pages/candidates-page';
import { MyDecisionsPage } from '../pages/my-decisions-page';
import { NotificationsPanel } from '../pages/notifications-panel';
import { DEMO } from '../support/demo-accounts';
import { providerKey, submitReadyCandidate } from '../support/integration';
import { callAsPage } from '../support/portal-api';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';
import { startE2eSmtpSink } from '../support/smtp-sink';

let sink: Awaited<ReturnType<typeof startE2eSmtpSink>>;
test.beforeAll(async () => {
  sink = await startE2eSmtpSink();
});
test.afterAll(() => sink?.close());

/** A wall-clock time `days` from today at `hour`, as the drawer's time fields take it. */
const localTime = (days: number, hour: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;

/** The calendars the interviewer was sent for this interview, parsed by ical.js. */
const calendarsFor = (interviewId: string) =>
  sink.received
    .filter((mail) => mail.to.includes(DEMO.general.email))
    .flatMap((mail) => attachmentsOf(mail.raw).filter((file) => file.fileName.endsWith('.ics')))
    .map((file) => new ICAL.Component(ICAL.parse(file.content.toString('utf8')) as unknown[]))
    .filter((calendar) => calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid') === `interview-${interviewId}@client-portal`);

test('a reviewer requests an interview with two times; the provider confirms one, the invitation reaches the mail server in the hospital zone, and a cancellation sends the CANCEL', async ({ page, browser, baseURL }) => {
  // A sign-in, a provider key made in a browser of its own, the drawer and two e-mails: slow on a busy CI machine.
  test.slow();
  await openSignedIn(page, DEMO.general, '/candidates');
  const candidate = await submitReadyCandidate(browser, baseURL, page, DEMO.general, `Interview${Date.now()}`);
  const network = (await callAsPage<UserNetworkResponse>(page, getUserNetwork)).body;
  const key = await providerKey(browser, baseURL, network.hospitalNetworkId);

  const candidates = new CandidatesPage(page);
  const interview = new CandidateInterview(page);
  await page.goto(`/candidates/${candidate.id}`);
  await candidates.expectDetails(candidate.name);
  await expect(page.getByText(/^Waiting \d/)).toBeVisible();
  await interview.openRequest();
  const times = [localTime(5, 10), localTime(6, 14)];
  await interview.fillRequest('https://meet.example.test/e2e', times);
  await expect(interview.drawer()).toContainText("Times are the hospital's: America/Los_Angeles");
  await checkScreen(page, 'interview-request-drawer');
  const requested = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/Candidates/${candidate.id}/Interview`));
  await interview.submitRequest();
  const response = await requested;
  expect(response.status()).toBe(201);
  // What the events feed offers the provider as InterviewRequested (the API tests read it there): the interview as the portal answered it.
  const offered = (await response.json()) as Interview;
  expect(offered.slots.map((slot) => slot.local)).toEqual(times);
  await expect(page.getByText('Interview requested.')).toBeVisible();
  await expect(candidates.statusBadge('Interview Requested')).toBeVisible();
  await expect(interview.section()).toContainText('Waiting for the provider');
  // The review clock stops while the interview is open.
  await expect(page.getByText(/^Waiting \d/)).toHaveCount(0);

  // Home lists it as waiting for the provider.
  await page.goto('/');
  const upcoming = page.getByRole('list', { name: 'Upcoming interviews' }).getByRole('listitem').filter({ hasText: candidate.name });
  await expect(upcoming).toContainText('Waiting for the provider');

  // The provider takes the second time.
  const bell = new NotificationsPanel(page);
  const chosen = await page.request.post(callPath(answerIntegrationInterview).replace(':id', offered.id), {
    headers: { 'x-api-key': key },
    data: { externalId: `e2e-${candidate.id}`, version: offered.version, answer: 'choose', start: offered.slots[1]!.start },
  });
  expect(chosen.status()).toBe(200);
  await bell.open();
  await expect(bell.row(`Your interview with ${candidate.name} is confirmed`)).toBeVisible({ timeout: 10_000 });
  await bell.close();
  // The list follows live, without a reload.
  await expect(upcoming).toContainText(interviewTimeLabel(offered.slots[1]!.start, 'America/Los_Angeles'));
  await expect(upcoming).not.toContainText('Waiting for the provider');
  await checkScreen(page, 'interviews-on-home');

  await expect.poll(() => calendarsFor(offered.id).length, { timeout: 30_000 }).toBe(1);
  const [invitation] = calendarsFor(offered.id);
  expect(invitation!.getFirstPropertyValue('method')).toBe('REQUEST');
  const event = invitation!.getFirstSubcomponent('vevent')!;
  const start = event.getFirstProperty('dtstart')!;
  expect(start.getParameter('tzid')).toBe('America/Los_Angeles');
  expect(String(start.getFirstValue()).slice(0, 16)).toBe(times[1]);

  await page.goto(`/candidates/${candidate.id}`);
  await expect(interview.section()).toContainText('Confirmed');
  await checkScreen(page, 'interview-confirmed');

  await interview.cancelWith('The position was filled');
  await expect(page.getByText('Interview cancelled.')).toBeVisible();
  await expect(candidates.statusBadge('Ready for Review')).toBeVisible();
  await expect.poll(() => calendarsFor(offered.id).map((calendar) => calendar.getFirstPropertyValue('method')), { timeout: 30_000 }).toEqual([
    'REQUEST',
    'CANCEL',
  ]);
});

const PHONE = { width: 390, height: 844 };

/** The wall-clock time in `timeZone` at `at`, to the minute, as the drawer's time fields take it. */
const wallTime = (timeZone: string, at: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
};

/** The zone the drawer reads its times in: 'Times are the hospital's: America/Los_Angeles (PST).' */
const drawerZone = async (interview: CandidateInterview) =>
  /Times are the hospital's: (\S+)/.exec((await interview.drawer().textContent()) ?? '')![1]!;

test("at 390 px a reviewer requests an interview from the candidate list's row menu, and the candidate leaves the Ready for Review list", async ({ page, browser, baseURL }) => {
  test.slow();
  await openSignedIn(page, DEMO.general, '/candidates');
  const lastName = `RowMenu${Date.now()}`;
  const candidate = await submitReadyCandidate(browser, baseURL, page, DEMO.general, lastName);
  await page.setViewportSize(PHONE);
  const candidates = new CandidatesPage(page);
  await candidates.goto();
  await candidates.search(lastName);
  await expect(candidates.card(candidate.name)).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${candidate.name}` }).click();
  await page.getByRole('menuitem', { name: 'Request interview' }).click();
  const interview = new CandidateInterview(page);
  await expect(interview.drawer()).toBeVisible();
  // The menu opened the drawer over the list, not the candidate's page.
  await expect(page).toHaveURL(/\/candidates(\?|$)/);
  await expect(interview.drawer()).toContainText(candidate.name);
  await interview.fillRequest('https://meet.example.test/row-menu', [localTime(4, 9)]);
  await checkScreen(page, 'interview-request-from-list');
  await page.setViewportSize(PHONE);
  const requested = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/Candidates/${candidate.id}/Interview`));
  await interview.submitRequest();
  expect((await requested).status()).toBe(201);
  await expect(page.getByText('Interview requested.')).toBeVisible();
  // Interview Requested now: the default Ready for Review list no longer holds it.
  await expect(candidates.card(candidate.name)).toHaveCount(0);
});

test('at 390 px a reviewer requests an interview from My decisions; once the provider confirms a time within the hour, the interviewer gets the reminder e-mail with the time in the hospital zone and the call link', async ({
  page,
  browser,
  baseURL,
}) => {
  // The server's interview sweep runs once a minute (CANDIDATE_REVIEW_SWEEP_SECONDS), then the outbox relay sends.
  test.setTimeout(300_000);
  await openSignedIn(page, DEMO.general, '/candidates');
  const candidate = await submitReadyCandidate(browser, baseURL, page, DEMO.general, `Decisions${Date.now()}`);
  const network = (await callAsPage<UserNetworkResponse>(page, getUserNetwork)).body;
  const key = await providerKey(browser, baseURL, network.hospitalNetworkId);

  await page.setViewportSize(PHONE);
  await page.goto('/decisions?kind=candidate');
  const queue = new MyDecisionsPage(page);
  await queue.expectLoaded();
  // Due 48 hours from now, it is among the last: more pages until its card shows.
  while (!(await queue.card(candidate.name).isVisible()) && (await queue.showMore().isVisible())) {
    const shown = await queue.cards().count();
    await queue.showMore().click();
    await expect.poll(() => queue.cards().count()).toBeGreaterThan(shown);
  }
  const card = queue.card(candidate.name);
  await card.scrollIntoViewIfNeeded();
  await checkScreen(page, 'my-decisions-request-interview');
  await page.setViewportSize(PHONE);
  await card.getByRole('button', { name: 'Request interview' }).click();

  const interview = new CandidateInterview(page);
  await expect(interview.drawer()).toBeVisible();
  const zone = await drawerZone(interview);
  const soon = wallTime(zone, new Date(Date.now() + 35 * 60_000));
  const link = `https://meet.example.test/${candidate.id}`;
  await interview.fillRequest(link, [soon]);
  const requested = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/Candidates/${candidate.id}/Interview`));
  await interview.submitRequest();
  const response = await requested;
  expect(response.status()).toBe(201);
  const offered = (await response.json()) as Interview;
  await expect(page.getByText('Interview requested.')).toBeVisible();
  // Interview Requested: its review clock stops and it leaves the queue.
  await expect(card).toHaveCount(0);

  const chosen = await page.request.post(callPath(answerIntegrationInterview).replace(':id', offered.id), {
    headers: { 'x-api-key': key },
    data: { externalId: `e2e-remind-${candidate.id}`, version: offered.version, answer: 'choose', start: offered.slots[0]!.start },
  });
  expect(chosen.status()).toBe(200);

  const reminders = () =>
    sink.received
      .filter((mail) => mail.to.includes(DEMO.general.email))
      .map((mail) => decodeQuotedPrintable(mail.raw))
      .filter((raw) => raw.includes(`interview with ${candidate.name} for `) && raw.includes(' starts at '));
  await expect.poll(() => reminders().length, { timeout: 150_000, intervals: [2_000] }).toBe(1);
  const [reminder] = reminders();
  expect(reminder).toContain(`starts at ${interviewTimeLabel(offered.slots[0]!.start, zone)} (30 minutes)`);
  expect(reminder).toContain(`Call link: ${link}`);
});
