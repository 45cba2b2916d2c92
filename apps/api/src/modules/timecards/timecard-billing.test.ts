import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callPath, callUrl } from '@portal/domain/api/call';
import { createApiKey, postIntegrationInvoice, type CreateApiKeyResponse, type PostInvoiceResponse } from '@portal/domain/api/integration';
import { disputeInvoiceLine, getInvoiceDetails, type InvoiceDetails } from '@portal/domain/api/invoices';
import { rowsOf } from '../../test-support/demo-records';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { DEMO } from '../../test-support/test-app';

const { t, ids } = useDemoTestApp();
let key = '';

interface Week {
  dealId: string;
  hospitalId: string;
  weekStart: string;
  approvedMinutes: number;
  rateCents: number;
}

/** A seeded week of this status, with its paid minutes and the assignment's work-order rate that week. */
const weekOf = async (status: string): Promise<Week> =>
  (
    await rowsOf<Week>(
      t,
      sql`select t.deal_id as "dealId", t.hospital_id as "hospitalId", to_char(t.week_start, 'YYYY-MM-DD') as "weekStart", t.worked_minutes as "approvedMinutes",
             (select r.rate_cents from deal_bill_rates r where r.deal_id = t.deal_id and r.effective_from <= t.week_start order by r.effective_from desc limit 1) as "rateCents"
          from timecards t where t.network_id = ${ids.northwind} and t.status = ${status}
            and not exists (select 1 from timecard_lines l where l.timecard_id = t.id and l.shift_type = 'overtime')
          order by t.id limit 1`,
    )
  )[0]!;

/** The provider bills one line of this week, with the work order's rate so only the timecard check can flag it. */
const bill = async (week: Week, number: string, regularHours: number, overtimeHours: number) => {
  const rateCents = week.rateCents ?? 9_000;
  const res = await t.app.inject({
    method: 'POST',
    url: callPath(postIntegrationInvoice),
    headers: { 'x-api-key': key },
    payload: {
      externalId: `bill-${number}`,
      invoiceNumber: number,
      hospitalId: week.hospitalId,
      name: 'Timecard check',
      invoiceDate: week.weekStart,
      lines: [{ dealId: week.dealId, clinicianName: 'Checked Traveller', weekStart: week.weekStart, regularHours, overtimeHours, rateCents, amountCents: Math.round((regularHours + overtimeHours) * rateCents) }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const invoice = await t.call(DEMO.finance, { method: 'GET', url: callUrl(getInvoiceDetails, { id: res.json<PostInvoiceResponse>().invoiceId }) });
  return invoice.json<InvoiceDetails>();
};

beforeAll(async () => {
  const res = await t.call(DEMO.mspAdmin, { method: 'POST', url: callPath(createApiKey), headers: { 'hospital-network-id': ids.northwind }, payload: { name: 'Provider billing' } });
  key = res.json<CreateApiKeyResponse>().key;
});

describe('invoice lines checked against approved timecards', () => {
  it('flags a line billing more hours, or overtime, than the approved week shows, with both figures; it can be disputed from there', async () => {
    const week = await weekOf('Approved');
    const approved = week.approvedMinutes / 60;
    const exact = await bill(week, 'TC-CHECK-1', approved, 0);
    expect(exact.lines[0]!.flags.filter((flag) => flag.includes('timecard'))).toEqual([]);

    const over = await bill(week, 'TC-CHECK-2', approved, 4);
    expect(over.lines[0]!.flags).toEqual(
      expect.arrayContaining([`Bills ${approved + 4} hours; the approved timecard shows ${approved}.`, 'Bills 4 overtime hours; the approved timecard shows 0.']),
    );
    const disputed = await t.call(DEMO.finance, {
      method: 'POST',
      url: callUrl(disputeInvoiceLine, { id: over.id }),
      payload: { lineId: over.lines[0]!.id, reason: 'Bills more than the approved timecard' },
    });
    expect(disputed.statusCode, disputed.body).toBe(201);
  });

  it('flags a line of a week whose timecard is not approved yet', async () => {
    const week = await weekOf('Submitted');
    const waiting = await bill(week, 'TC-CHECK-3', week.approvedMinutes / 60, 0);
    expect(waiting.lines[0]!.flags).toContain('The timecard of this week is Submitted, not approved: only approved hours are billed.');
  });
});
