import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { attachmentsOf } from '@portal/api/test-support/smtp-sink';
import { callPath } from '@portal/domain/api/call';
import { answerIntegrationInterview, type Interview } from '@portal/domain/api/interviews';
import { getUserNetwork, type UserNetworkResponse } from '@portal/domain/api/platform';
import { interviewTimeLabel } from '@portal/domain/interviews/interview-time';
import { CandidateInterview } from '../pages/candidate-interview';
import { CandidatesPage } from '../pages/candidates-page';
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
