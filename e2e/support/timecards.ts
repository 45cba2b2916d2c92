import { expect, type Page } from '@playwright/test';
import { getAssignedList, type AssignmentListResponse } from '@portal/domain/api/assigned';
import { callPath } from '@portal/domain/api/call';
import { submitIntegrationTimecard, type SubmitTimecardRequest } from '@portal/domain/api/timecards';
import { addDays } from '@portal/domain/timecards/timecard-rules';
import { DEMO } from './demo-accounts';
import { callAsPage } from './portal-api';

/** A day as the portal shows it: 11/16/2026. */
export const shownDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

const thisMonday = () => {
  const today = new Date();
  return addDays(today.toISOString().slice(0, 10), -((today.getUTCDay() + 6) % 7));
};

/**
 * A 36-hour week of Monday, Wednesday and Friday 12-hour days: worked as scheduled when `clean`, else
 * with a long Wednesday without a break and an extra Saturday.
 */
const weekOf = (dealId: string, weekStart: string, run: string, clean: boolean): SubmitTimecardRequest => ({
  externalId: `e2e-week-${run}`,
  timecardId: `E2E-TC-${run}`,
  dealId,
  weekStart,
  schedule: [0, 2, 4].map((day) => ({ date: addDays(weekStart, day), start: '07:00', end: '19:30' })),
  lines: clean
    ? [0, 2, 4].map((day) => ({ date: addDays(weekStart, day), start: '07:00', end: '19:30', breakMinutes: 30, shiftType: 'regular' as const }))
    : [
        { date: weekStart, start: '07:00', end: '19:30', breakMinutes: 30, shiftType: 'regular' },
        { date: addDays(weekStart, 2), start: '07:00', end: '21:00', breakMinutes: 0, shiftType: 'overtime', note: 'Stayed for a rapid response' },
        { date: addDays(weekStart, 5), start: '07:00', end: '19:30', breakMinutes: 30, shiftType: 'call-back' },
      ],
});

/**
 * The provider submits, with its key, a week of an assignment the General User approves: the first
 * week from this one not yet sent for it (a week already sent and approved is the provider's 409).
 */
export const submitWeek = async (page: Page, key: string, clean = false) => {
  const assigned = await callAsPage<AssignmentListResponse>(page, getAssignedList, {
    query: { email: DEMO.general.email },
    body: { pageSize: 100, options: { statuses: ['On Assignment'] } },
  });
  const monday = thisMonday();
  const deal = assigned.body.data.find((row) => row.travelerGuaranteedHours === 36 && row.assignmentStartDate <= monday && row.assignmentEndDate >= addDays(monday, 34));
  expect(deal, 'a 36-hour assignment the approver sees, running five weeks on').toBeDefined();
  for (let weeks = 0; weeks < 5; weeks += 1) {
    const run = `${Date.now()}-${weeks}`;
    const weekStart = addDays(monday, 7 * weeks);
    const res = await page.request.post(callPath(submitIntegrationTimecard), { headers: { 'x-api-key': key }, data: weekOf(deal!.dealId, weekStart, run, clean) });
    if (res.status() === 201) {
      return { name: `${deal!.travelerFirstName} ${deal!.travelerLastName}`, lastName: deal!.travelerLastName, weekStart, timecardId: `E2E-TC-${run}`, dealId: deal!.dealId, hospitalId: deal!.hospitalId };
    }
    expect(res.status(), await res.text()).toBe(409);
  }
  throw new Error('No free week to submit');
};
