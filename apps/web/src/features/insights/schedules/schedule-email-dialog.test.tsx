import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { createReportSchedule, getScheduleColleagues, RECIPIENTS_REQUIRED } from '@portal/domain/api/report-schedules';
import { ALL_FLAGS_ON, sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { SCHEDULE_CREATED } from '../api/create-report-schedule';
import { ScheduleEmailDialog } from './schedule-email-dialog';

const COLLEAGUE = { id: '33333333-3333-4333-8333-333333333333', name: 'Gina General', email: 'general@northwind.test' };

const renderDialog = (onClose = vi.fn()) => {
  server.use(http.get(callPath(getScheduleColleagues), () => HttpResponse.json({ colleagues: [COLLEAGUE] })));
  const session = sessionFor('Client Admin', { flags: ALL_FLAGS_ON });
  renderAt(<ScheduleEmailDialog open onClose={onClose} reportId="headcount-by-hospital-unit" reportName="Headcount on Assignment" filters={{ unit: 'ICU' }} />, { session });
  return { session, dialog: screen.getByRole('dialog', { name: 'Schedule e-mail: Headcount on Assignment' }) };
};

describe('ScheduleEmailDialog', () => {
  it('sends the weekly default to the signed-in user and a chosen colleague, with the page filters', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(callPath(createReportSchedule), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        const created = { ...body, id: COLLEAGUE.id.replace(/3/g, '4'), reportName: 'Headcount on Assignment', recipients: [COLLEAGUE], nextRunAt: '2026-11-27T07:00:00.000Z', lastRunAt: null, lastOutcome: null };
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const onClose = vi.fn();
    const { session, dialog } = renderDialog(onClose);
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Recipients/ }), 'g');
    await userEvent.click(await screen.findByRole('option', { name: 'Gina General (general@northwind.test)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also send the first one now' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(SCHEDULE_CREATED)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        reportId: 'headcount-by-hospital-unit',
        filters: { unit: 'ICU' },
        frequency: 'weekly',
        weekday: 1,
        monthDay: null,
        hour: 7,
        format: 'xlsx',
        recipientIds: [session.contact.userId, COLLEAGUE.id],
        sendNow: true,
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a recipient when the list is emptied, and for the day of the month of a monthly schedule', async () => {
    const { dialog } = renderDialog();
    const recipients = within(dialog).getByRole('combobox', { name: /Recipients/ });
    await userEvent.click(recipients);
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByText(RECIPIENTS_REQUIRED)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Frequency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Monthly' }));
    expect(within(dialog).getByRole('combobox', { name: 'Day of the month' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Day of the week' })).not.toBeInTheDocument();
  });

  it('shows why the server refused the schedule and stays open', async () => {
    const refusal = 'Every recipient must be an active user of your hospital network.';
    server.use(http.post(callPath(createReportSchedule), () => HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: refusal }, { status: 400 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = vi.fn();
    const { dialog } = renderDialog(onClose);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(onClose).not.toHaveBeenCalled();
  });
});
