import { sql, type SQL } from 'drizzle-orm';
import { startsWithAnyCase } from '../../lib/case-insensitive-prefix';
import { escapeLike } from '../../lib/sql-helpers';

/** Invoice numbers are 'INV-' and digits: typing the digits alone finds them too. */
const INVOICE_NUMBER_PREFIX = 'INV-';

/**
 * 'Search by Name or Invoice #': invoices whose clinician's name or surname, or whose Invoice #
 * (with or without its 'INV-'), starts with the text, ignoring case.
 *
 * Prefixes, as the assigned list's name search, so the `text_pattern_ops` indexes on name, surname
 * and number narrow 400,000 invoices (see startsWithAnyCase) before the exact test.
 */
export const invoiceSearch = (searchTerm: string | undefined): SQL | undefined => {
  const term = (searchTerm ?? '').trim().replace(/\s+/g, ' ');
  if (!term) return undefined;
  const number = /^\d/.test(term) ? `${INVOICE_NUMBER_PREFIX}${term}` : term;
  const candidates = [
    ...startsWithAnyCase(sql`i.name`, term),
    ...startsWithAnyCase(sql`i.surname`, term),
    ...startsWithAnyCase(sql`i.invoice_number`, number),
  ];
  if (candidates.length === 0) return sql`(i.name ilike ${`${escapeLike(term)}%`} or i.surname ilike ${`${escapeLike(term)}%`})`;
  const pattern = `${escapeLike(term)}%`;
  const exact = sql`(i.name ilike ${pattern} or i.surname ilike ${pattern} or i.invoice_number ilike ${`${escapeLike(number)}%`})`;
  return sql`(${sql.join(candidates, sql` or `)}) and ${exact}`;
};
