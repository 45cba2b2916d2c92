import { http, HttpResponse } from 'msw';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addAssignedTravelerNotes, setUnitManager, updateDealMetadata } from '@portal/domain/api/assignment-details';
import { callPath } from '@portal/domain/api/call';
import { FAILED_TO_UPDATE } from '@portal/domain/messages';
import { DEFAULT_FLAGS, sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { NOTES_SAVED } from '../../api/save-notes';
import { UNIT_MANAGER_SAVED } from '../../api/save-unit-manager';
import { currentAssignment, DEAL_ID, detailsHandlers, withoutPrivileges } from '../../assignment-details.test-kit';
import { AdditionalDetailsPanel } from './additional-details-panel';
import { UNIT_MANAGER_HINT } from './unit-manager-field';

const openDetails = async (assignment = currentAssignment(), session = sessionFor('Client Admin')) => {
  server.use(...detailsHandlers());
  renderAt(<AdditionalDetailsPanel assignment={assignment} />, { session });
  return screen.findByRole('region', { name: 'Additional Details' });
};

describe('Additional Details', () => {
  it('says when notes are too long and saves them trimmed', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(callPath(addAssignedTravelerNotes), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ dealId: DEAL_ID, notes: 'Float to ICU South' });
      }),
    );
    const panel = await openDetails();
    const notes = within(panel).getByRole('textbox', { name: 'Notes' });
    const save = within(panel).getByRole('button', { name: 'Save Notes' });
    expect(save).toBeDisabled();

    await userEvent.clear(notes);
    await userEvent.click(notes);
    await userEvent.paste('x'.repeat(2001));
    expect(within(panel).getByText('Maximum length is 2000 characters')).toBeInTheDocument();
    expect(within(panel).getByText('Current length: 2001')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await userEvent.clear(notes);
    await userEvent.paste('  Float to ICU South  ');
    await userEvent.click(save);
    expect(await screen.findByText(NOTES_SAVED)).toBeInTheDocument();
    expect(bodies).toEqual([{ dealId: DEAL_ID, notes: 'Float to ICU South' }]);
  });

  it('shows notes read-only outside On Assignment and Assigned, or without the internal-user flag', async () => {
    const completed = await openDetails(currentAssignment({ travelerStatus: 'Completed Assignment' }));
    expect(within(completed).getByText('Prefers nights')).toBeInTheDocument();
    expect(within(completed).queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument();
    cleanup();

    const external = await openDetails(currentAssignment(), sessionFor('Client Admin', { flags: { ...DEFAULT_FLAGS, internalUser: false } }));
    expect(within(external).getByText('Prefers nights')).toBeInTheDocument();
    expect(within(external).queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument();
  });

  it('shows Reference ID only with its flag, limited to 36 characters', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = vi.fn();
    server.use(http.post(callPath(updateDealMetadata), () => {
      failed();
      return HttpResponse.json({ statusCode: 500, error: 'x', message: 'y' }, { status: 500 });
    }));
    const panel = await openDetails();
    const referenceId = within(panel).getByRole('textbox', { name: 'Reference ID' });
    await userEvent.click(referenceId);
    await userEvent.paste('r'.repeat(37));
    expect(within(panel).getByText('Maximum length is 36 characters')).toBeInTheDocument();
    await userEvent.clear(referenceId);
    await userEvent.type(referenceId, 'PO-7781');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Reference ID' }));
    expect(await screen.findByText(FAILED_TO_UPDATE)).toBeInTheDocument();
    expect(failed).toHaveBeenCalledOnce();
  });

  it('hides Reference ID without its flag', async () => {
    const session = sessionFor('Client Admin', { flags: { ...DEFAULT_FLAGS, assignmentReferenceId: false } });
    const panel = await openDetails(currentAssignment(), session);
    expect(within(panel).queryByText('Reference ID')).not.toBeInTheDocument();
  });

  it('picks or adds a unit manager', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(callPath(setUnitManager), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ name: 'Dana Cruz' });
      }),
    );
    const panel = await openDetails();
    expect(within(panel).getByText(UNIT_MANAGER_HINT)).toBeInTheDocument();
    const save = within(panel).getByRole('button', { name: 'Save Unit Manager' });
    expect(save).toBeDisabled();

    const input = within(panel).getByRole('combobox', { name: 'Unit Manager' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Dana Cruz');
    await userEvent.click(await screen.findByRole('option', { name: 'Add "Dana Cruz"' }));
    await userEvent.click(save);
    expect(await screen.findByText(UNIT_MANAGER_SAVED)).toBeInTheDocument();
    const { hospitalId } = currentAssignment();
    expect(bodies).toEqual([{ externalDealId: DEAL_ID, facilityId: hospitalId, name: 'Dana Cruz' }]);
  });

  it('shows the unit manager as plain text without EditUnitManager, and hides it without ViewUnitManager', async () => {
    const panel = await openDetails(currentAssignment(), withoutPrivileges(sessionFor('Client Admin'), 'EditUnitManager'));
    expect(within(panel).getByText('Unit Manager')).toBeInTheDocument();
    expect(within(panel).getByText('Jordan Smith')).toBeInTheDocument();
    expect(within(panel).queryByRole('combobox', { name: 'Unit Manager' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Save Unit Manager' })).not.toBeInTheDocument();
    cleanup();

    const unseen = await openDetails(currentAssignment(), withoutPrivileges(sessionFor('Client Admin'), 'ViewUnitManager'));
    expect(within(unseen).queryByText('Unit Manager')).not.toBeInTheDocument();
    expect(within(unseen).queryByText('Jordan Smith')).not.toBeInTheDocument();
  });
});
