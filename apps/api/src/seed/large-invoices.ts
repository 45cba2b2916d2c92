import { seedIdSql } from './ids';
import type { LargeNetwork } from './large-plan';

/** The largest network's invoices (issue 14: 400,000 over two years, with their lines). */
export const LARGE_INVOICES = 400_000;
/** Invoice dates spread over the last 725 days, inside the two-year lookback. */
const INVOICE_DAYS = 725;

/**
 * The largest network's invoices, a line each, and the work order bill rates they are checked
 * against, in one statement. Invoice v bills On Assignment deal 10 * (1 + (v - 1) % 20000) (every
 * tenth deal is On Assignment) for its guaranteed 36 hours, every ninth a whole extra shift (12
 * hours, flagged); its date walks back from yesterday over two years; those older than 60 days
 * are paid but one in twenty. The bill rate is the deal's, in effect from before the oldest invoice.
 * Invoice numbers carry the network's number, so they are unique across networks.
 */
export const invoiceStatement = (n: LargeNetwork, today: string): string => {
  const assignments = Math.floor(n.deals / 10);
  const deal = `10 * (1 + (v - 1) % ${assignments})`;
  return `
  with src as (
    select v, ${seedIdSql('invoice', String(n.number), 'v')} as invoice_id, ${seedIdSql('invoiceLine', String(n.number), 'v')} as line_id,
           d.id as deal_id, d.hospital_id, u.name as unit, c.first_name || ' ' || c.last_name as name,
           '${today}'::date - 1 - (v % ${INVOICE_DAYS}) as invoice_date,
           36 + case when v % 9 = 0 then 12 else 0 end as hours, round(d.bill_rate * 100)::int as rate_cents
    from generate_series(1, ${LARGE_INVOICES}) as v
    join deals d on d.id = ${seedIdSql('deal', String(n.number), deal)}
    join clinicians c on c.id = d.clinician_id
    join units u on u.id = d.unit_id
  ),
  priced as (
    select src.*, least(hours, 40) as regular, greatest(hours - 40, 0) as overtime,
           round(least(hours, 40) * rate_cents + greatest(hours - 40, 0) * rate_cents * 1.5)::bigint as amount_cents,
           (v % ${INVOICE_DAYS}) > 60 and v % 20 <> 0 as paid
    from src
  ),
  rates as (
    insert into deal_bill_rates (id, network_id, deal_id, effective_from, rate_cents, source)
    select ${seedIdSql('billRate', String(n.number), 'm')}, '${n.id}'::uuid, ${seedIdSql('deal', String(n.number), '10 * m')},
           '${today}'::date - ${INVOICE_DAYS + 14}, round(d.bill_rate * 100)::int, 'Work order'
    from generate_series(1, ${assignments}) as m join deals d on d.id = ${seedIdSql('deal', String(n.number), '10 * m')}
  ),
  bills as (
    insert into invoices (id, network_id, hospital_id, invoice_number, name, unit, invoice_date, amount_cents, balance_cents, paid)
    select invoice_id, '${n.id}'::uuid, hospital_id, 'INV-' || (${n.number} * 10000000 + v), name, unit, invoice_date, amount_cents,
           case when paid then 0 else amount_cents end, paid
    from priced
  )
  insert into invoice_lines (id, network_id, invoice_id, deal_id, clinician_name, week_start, regular_hours, overtime_hours, rate_cents, amount_cents)
  select line_id, '${n.id}'::uuid, invoice_id, deal_id, name, invoice_date - 7, regular, overtime, rate_cents, amount_cents
  from priced`;
};
