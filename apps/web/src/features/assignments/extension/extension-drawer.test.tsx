import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAssignedDetails, requestExtension } from '@portal/domain/api/assignment-details';
import { callPath } from '@portal/domain/api/call';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { DEFAULT_FLAGS, sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { EXTENSION_SUBMITTED } from '../api/request-extension';
import { AssignmentDetailsPage } from '../details/assignment-details-page';
import { REQUEST_EXTENSION } from '../details/details-footers';
import { currentAssignment, DEAL_ID, DETAILS_PATH, detailsHandlers, detailsOf } from '../assignment-details.test-kit';
import { REQUEST_BUTTON, REQUEST_EXTENSION_TITLE } from './extension-drawer';

const openDrawer = async (session = sessionFor('Client Admin')) => {
  renderAt(<AssignmentDetailsPage />, { session, path: DETAILS_PATH, route: '/assigned/:travelerId' });
  await userEvent.click(await screen.findByRole('button', { name: REQUEST_EXTENSION }));
  return screen.findByRole('dialog', { name: REQUEST_EXTENSION_TITLE });
};

const chooseOption = async (drawer: HTMLElement, field: RegExp, option: string) => {
  await userEvent.click(within(drawer).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('Request Extension', () => {
  it('starts from the clinician, 13 weeks and the day after the assignment ends', async () => {
    server.use(...detailsHandlers());
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('textbox', { name: /Assigned Name/ })).toHaveValue('Avery Lee');
    expect(within(drawer).getByRole('combobox', { name: /Duration/ })).toHaveTextContent('13 Weeks');
    expect(within(drawer).getByRole('combobox', { name: /Shift Length/ })).toHaveTextContent('12 Hours');
    // The assignment ends 12/31/2026.
    expect(drawer.querySelector('input[name="startDate"]')).toHaveValue('01/01/2027');
    expect(within(drawer).getByText('ICU North')).toBeInTheDocument();
  });

  it('says which fields are required and focuses the first of them', async () => {
    server.use(...detailsHandlers());
    const drawer = await openDrawer();
    const name = within(drawer).getByRole('textbox', { name: /Assigned Name/ });
    await userEvent.clear(name);
    await userEvent.click(within(drawer).getByRole('button', { name: REQUEST_BUTTON }));
    // Assigned name and reason for request are empty.
    expect(await within(drawer).findAllByText('This field is required')).toHaveLength(2);
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('submits with the version, reads the assignment again, and the footer goes', async () => {
    const bodies: unknown[] = [];
    const keys: (string | null)[] = [];
    let requested = false;
    // The first handler for a path answers, so the changing details go before the defaults.
    server.use(
      http.get(callPath(getAssignedDetails), () =>
        HttpResponse.json(detailsOf(requested ? { isExtensionRequested: true, extensionStatus: 'Pending Review', extensionRequestedStartDate: '2027-01-01' } : {})),
      ),
      http.post(callPath(requestExtension), async ({ request }) => {
        bodies.push(await request.json());
        keys.push(request.headers.get('idempotency-key'));
        requested = true;
        return HttpResponse.json(currentAssignment({ isExtensionRequested: true }), { status: 201 });
      }),
      ...detailsHandlers(),
    );
    const drawer = await openDrawer();
    await chooseOption(drawer, /Reason for Request/, 'Staff Vacancy');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Notes' }), '  Census is up  ');
    await userEvent.click(within(drawer).getByRole('button', { name: REQUEST_BUTTON }));

    expect(await screen.findByText(EXTENSION_SUBMITTED)).toBeInTheDocument();
    // A double submit or a retry carries the same key, so the server makes one request of it.
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(bodies).toEqual([
      {
        dealId: DEAL_ID,
        version: 3,
        assignedName: 'Avery Lee',
        shiftLength: '12 Hours',
        reasonRequest: 'Staff Vacancy',
        assignmentDuration: 13,
        startDate: '2027-01-01',
        notes: 'Census is up',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: REQUEST_EXTENSION_TITLE })).not.toBeInTheDocument());
    // hidden: true, so a button merely hidden behind the drawer would still count.
    expect(screen.queryByRole('button', { name: REQUEST_EXTENSION, hidden: true })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Extension' })).getByText('Pending Review')).toBeInTheDocument();
  });

  it('keeps the values when the request fails, and retries with the version read again after a 409', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const versions: unknown[] = [];
    let version = 3;
    server.use(
      http.get(callPath(getAssignedDetails), () => HttpResponse.json(detailsOf({ version }))),
      http.post(callPath(requestExtension), async ({ request }) => {
        versions.push(((await request.json()) as { version: number }).version);
        // Someone changed the notes meanwhile.
        version = 4;
        return HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'Changed meanwhile.' }, { status: 409 });
      }),
      ...detailsHandlers(),
    );
    const drawer = await openDrawer();
    await chooseOption(drawer, /Reason for Request/, 'Vacation Coverage');
    await userEvent.click(within(drawer).getByRole('button', { name: REQUEST_BUTTON }));
    expect(await screen.findByText(SOMETHING_WENT_WRONG)).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: /Reason for Request/ })).toHaveTextContent('Vacation Coverage');

    await userEvent.click(within(drawer).getByRole('button', { name: REQUEST_BUTTON }));
    await waitFor(() => expect(versions).toEqual([3, 4]));
  });

  it('disables Request Extension without the internal-user flag', async () => {
    server.use(...detailsHandlers());
    renderAt(<AssignmentDetailsPage />, {
      session: sessionFor('Client Admin', { flags: { ...DEFAULT_FLAGS, internalUser: false } }),
      path: DETAILS_PATH,
      route: '/assigned/:travelerId',
    });
    expect(await screen.findByRole('button', { name: REQUEST_EXTENSION })).toBeDisabled();
  });
});
