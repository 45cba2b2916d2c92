import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { decideExtension } from '@portal/domain/api/decisions';
import { EXTENSION_ACCEPT_PROMPT, EXTENSION_REJECTED, EXTENSION_REJECT_PROMPT } from '@portal/domain/decisions/decision-rules';
import { FIELD_REQUIRED } from '@portal/domain/messages';
import { sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { AssignmentDetailsPage } from '../details/assignment-details-page';
import { DETAILS_PATH, DEAL_ID, detailsHandlers, detailsOf, withoutPrivileges } from '../assignment-details.test-kit';
import { EXTENSION_OFFER } from './extension-offer-footer';

const OFFERED = detailsOf({ travelerStatus: 'Extension Offered', extensionRequestedEndDate: '2027-03-31' });

const answering = () => {
  const sent: unknown[] = [];
  server.use(
    ...detailsHandlers(OFFERED),
    http.put(callPath(decideExtension), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ dealId: DEAL_ID, status: 'On Assignment', endDate: '2026-12-31', version: 2 });
    }),
  );
  return sent;
};

const renderPage = (session = sessionFor('General User')) =>
  renderAt(<AssignmentDetailsPage />, { session, path: DETAILS_PATH, route: '/assigned/:travelerId' });

describe('an extension offer on the assignment page', () => {
  it('offers Accept and Reject with the extension on file; Accept asks first and sends nothing on No', async () => {
    const sent = answering();
    renderPage();
    const footer = await screen.findByRole('complementary', { name: EXTENSION_OFFER });
    expect(footer).toHaveTextContent('The provider offers to extend this assignment to 03/31/2027.');
    await userEvent.click(within(footer).getByRole('button', { name: 'Accept' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: EXTENSION_ACCEPT_PROMPT })).getByRole('button', { name: 'No' }));
    expect(sent).toEqual([]);
  });

  it('rejects only with a reason, at the version shown, then says so', async () => {
    const sent = answering();
    renderPage();
    const footer = await screen.findByRole('complementary', { name: EXTENSION_OFFER });
    await userEvent.click(within(footer).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: EXTENSION_REJECT_PROMPT });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(FIELD_REQUIRED)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Census is down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(EXTENSION_REJECTED)).toBeInTheDocument();
    expect(sent).toEqual([{ dealId: DEAL_ID, version: OFFERED.currentAssignment.version, decision: 'reject', reason: 'Census is down' }]);
  }, 30_000);

  it('is not offered without the extension privileges', async () => {
    answering();
    renderPage(withoutPrivileges(sessionFor('General User'), 'ApproveExtension', 'RejectExtension'));
    await screen.findByRole('tab', { name: 'Assignment' });
    expect(screen.queryByRole('complementary', { name: EXTENSION_OFFER })).not.toBeInTheDocument();
  });
});
