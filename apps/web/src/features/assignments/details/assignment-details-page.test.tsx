import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAssignedDetails, getStartsStopsDetails } from '@portal/domain/api/assignment-details';
import { callPath } from '@portal/domain/api/call';
import { ACCESS_DENIED_MESSAGE, INVALID_URL_MESSAGE, SOMETHING_WENT_WRONG_HEADING } from '@portal/domain/messages';
import { SECTION_ERROR_MESSAGE } from '@/components/section-error';
import { sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { AssignmentDetailsPage } from './assignment-details-page';
import { NO_ASSIGNMENT_HISTORY } from './assignment-tab/assignment-history';
import { NO_EXTENSION } from './assignment-tab/extension-card';
import { PROTOCOL_TITLE } from './profile-tab';
import { DEAL_ID, DETAILS_PATH, detailsHandlers, detailsOf, withoutPrivileges } from '../assignment-details.test-kit';

const renderDetails = (path = DETAILS_PATH, session = sessionFor('Client Admin')) =>
  renderAt(<AssignmentDetailsPage />, { session, path, route: path.startsWith('/assigned') ? '/assigned/:travelerId' : '/starts-stops/:travelerId' });

const failWith = (status: number, message: string) =>
  server.use(http.get(callPath(getAssignedDetails), () => HttpResponse.json({ statusCode: status, error: 'x', message }, { status })));

describe('AssignmentDetailsPage', () => {
  it('shows the invalid-link message for an id that is not a deal id, without asking the API', async () => {
    const asked = vi.fn();
    server.events.on('request:start', asked);
    renderDetails('/assigned/not-a-deal');
    expect(screen.getByRole('heading', { name: SOMETHING_WENT_WRONG_HEADING })).toBeInTheDocument();
    expect(screen.getByText(INVALID_URL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Assigned' })).toHaveAttribute('href', '/assigned');
    server.events.removeListener('request:start', asked);
    expect(asked).not.toHaveBeenCalled();
  });

  it('shows the invalid-link message when the deal is not found', async () => {
    failWith(404, 'Deal not found.');
    renderDetails();
    expect(await screen.findByText(INVALID_URL_MESSAGE)).toBeInTheDocument();
  });

  it("shows access denied for a 403 or an error naming the 'User'", async () => {
    failWith(403, 'You do not have access.');
    const first = renderDetails();
    expect(await screen.findByText(ACCESS_DENIED_MESSAGE)).toBeInTheDocument();
    first.unmount();
    failWith(500, 'User is not allowed here');
    renderDetails();
    expect(await screen.findByText(ACCESS_DENIED_MESSAGE)).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => failWith(500, 'Internal Server Error')],
    ['no answer', () => server.use(http.get(callPath(getAssignedDetails), () => HttpResponse.error()))],
  ])("reports %s and shows SPEC.md §8's page, not the section error, with Refresh", async (_case, fail) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fail();
    renderDetails();
    expect(await screen.findByRole('heading', { name: SOMETHING_WENT_WRONG_HEADING }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(INVALID_URL_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(SECTION_ERROR_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Assigned' })).toHaveAttribute('href', '/assigned');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[portal] Error fetching Traveler Details!', expect.anything());
  });

  it('shows the clinician, the assignment, the extension and the history', async () => {
    server.use(...detailsHandlers());
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Avery Lee' })).toBeInTheDocument();
    expect(screen.getByText('(206) 555-0188')).toBeInTheDocument();
    expect(screen.getByText('On Assignment')).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Current Assignment' });
    expect(within(current).getByText('10/01/2026')).toBeInTheDocument();
    expect(within(current).getByText('$98.50/hr')).toBeInTheDocument();
    expect(within(current).getByText('13 Weeks')).toBeInTheDocument();
    // Requested time off is missing.
    expect(within(current).getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText(NO_EXTENSION)).toBeInTheDocument();
    expect(screen.getByText(NO_ASSIGNMENT_HISTORY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Assigned' })).toHaveAttribute('href', '/assigned');
  });

  it('leaves extension and history out unless the assignment is running', async () => {
    server.use(...detailsHandlers(detailsOf({ travelerStatus: 'Completed Assignment' })));
    renderDetails();
    await screen.findByRole('region', { name: 'Current Assignment' });
    expect(screen.queryByRole('region', { name: 'Extension' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Assignment History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Extension' })).not.toBeInTheDocument();
  });

  it('opens starts/stops details through their own call', async () => {
    server.use(...detailsHandlers(), http.get(callPath(getStartsStopsDetails), () => HttpResponse.json(detailsOf({ travelerFirstName: 'Sam' }))));
    renderDetails(`/starts-stops/${DEAL_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Lee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Starts / Stops' })).toHaveAttribute('href', '/starts-stops');
  });

  it('shows the Documents tab only with DownloadProtocolDocument', async () => {
    server.use(...detailsHandlers());
    const first = renderDetails();
    const tabs = await screen.findByRole('tablist', { name: 'Assignment details' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Assignment', 'Documents', 'Profile']);
    first.unmount();

    renderDetails(DETAILS_PATH, withoutPrivileges(sessionFor('Client Admin'), 'DownloadProtocolDocument'));
    const limited = await screen.findByRole('tablist', { name: 'Assignment details' });
    expect(within(limited).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Assignment', 'Profile']);
  });

  it("lists the clinician's protocol on the Profile tab as a candidate's documents are, only with DownloadProtocolDocument", async () => {
    server.use(...detailsHandlers());
    const first = renderDetails();
    await userEvent.click(await screen.findByRole('tab', { name: 'Profile' }));
    const protocol = await screen.findByRole('region', { name: PROTOCOL_TITLE });
    expect(await within(protocol).findByText('RN License')).toBeInTheDocument();
    // Secondary assets are listed after their parent, flat.
    expect(within(protocol).getByText('MMR Titer')).toBeInTheDocument();
    expect(within(protocol).getByRole('checkbox', { name: 'Select BLS Certification' })).toBeDisabled();
    expect(within(protocol).getByRole('button', { name: 'Download Selected' })).toBeDisabled();
    first.unmount();

    renderDetails(DETAILS_PATH, withoutPrivileges(sessionFor('Client Admin'), 'DownloadProtocolDocument'));
    await userEvent.click(await screen.findByRole('tab', { name: 'Profile' }));
    expect(await screen.findByRole('region', { name: 'Clinician Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: PROTOCOL_TITLE })).not.toBeInTheDocument();
  });
});
