import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CANNOT_EDIT_TOOLTIP, EMAIL_TAKEN_MESSAGE, INVITE_PENDING_MESSAGE, STATUS_LOCKED_MESSAGE } from '@portal/domain/users/user-rules';
import { sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { conflictOnAdd, COVERED_UNITS, coverageAnswer, listedUser, updateAnswer, userHandlers } from '../users.test-kit';
import { USERS_EMPTY, USER_MAINTENANCE_SUBTITLE, UserMaintenancePage } from './user-maintenance-page';

const render = (userType: Parameters<typeof sessionFor>[0] = 'Client Admin') =>
  renderAt(<UserMaintenancePage />, { session: sessionFor(userType), path: '/userMaintenance' });

describe('UserMaintenancePage', () => {
  it('shows the title, subtitle and both sections with their counts', async () => {
    server.use(...userHandlers({ inactive: [listedUser({ userID: '0e2a4c52-1111-4000-8000-000000000002', email: 'dana.kim@northwind.test', phoneNumber: '2065551204', isActive: false, accountStatus: 'Inactive' })] }));
    render();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Northwind Health - User Maintenance');
    expect(screen.getByText(USER_MAINTENANCE_SUBTITLE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ACTIVE (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'INACTIVE (1)' })).toBeInTheDocument();
    expect(screen.getByText('(206) 555-1203')).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    server.use(...userHandlers({ active: [] }));
    render();
    expect(await screen.findByText(USERS_EMPTY)).toBeInTheDocument();
  });

  it("says CANNOT EDIT with SPEC.md's tooltip where the reader may not edit", async () => {
    server.use(...userHandlers({ active: [listedUser({ canEdit: false })] }));
    render('Local Admin');
    const cannot = await screen.findByText('CANNOT EDIT');
    await userEvent.hover(cannot);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(CANNOT_EDIT_TOOLTIP);
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('disables Add User without CreateUser', async () => {
    server.use(...userHandlers());
    render('General User');
    expect(await screen.findByRole('heading', { name: 'ACTIVE (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeDisabled();
  });
});

describe('the user drawer', () => {
  it('focuses the first invalid field and shows the 409 text for a taken address', async () => {
    server.use(...userHandlers(), conflictOnAdd());
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add User' });
    const email = await within(drawer).findByRole('textbox', { name: /Email Address/ });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, 'taken@northwind.test');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /First Name/ }), 'Dana');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Last Name/ }), 'Kim');
    const phone = within(drawer).getByRole('textbox', { name: /Phone Number/ });
    await userEvent.type(phone, '2065550166');
    expect(phone).toHaveValue('(206)555-0166');
    await userEvent.click(within(drawer).getByRole('combobox', { name: /Hospitals/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Bayside Hospital' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add User' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(EMAIL_TAKEN_MESSAGE);
  }, 40_000);

  it('shows the pending invite, a locked status, and the 2-Step Approver for a General User of a two-stage hospital', async () => {
    const user = listedUser({ accountStatus: 'Invited', isVerified: false, canChangeStatus: false });
    server.use(...userHandlers({ active: [user] }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Marcus Hale' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(await within(drawer).findByText(INVITE_PENDING_MESSAGE)).toBeInTheDocument();
    expect(within(drawer).getByText(STATUS_LOCKED_MESSAGE)).toBeInTheDocument();
    expect(within(drawer).getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(within(drawer).getByRole('textbox', { name: /Email Address/ })).toBeDisabled();
    expect(await within(drawer).findByRole('switch', { name: '2-Step Approver' })).toBeInTheDocument();
  });

  it("lets an admin set the units a user covers, saved with Update", async () => {
    const sent: unknown[] = [];
    server.use(...userHandlers(), updateAnswer(), coverageAnswer(sent));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Marcus Hale' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit User' });
    const units = await within(drawer).findByRole('group', { name: 'Units covered' });
    expect(within(units).getByRole('checkbox', { name: 'ICU' })).toBeChecked();
    await userEvent.click(within(units).getByRole('checkbox', { name: 'NICU' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sent).toEqual([{ userId: listedUser().userID, changes: [{ unitId: COVERED_UNITS[1]!.unitId, covers: true }] }]));
  });
});
