import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../lib/sql-helpers';

/** Letters of the search that pick index ranges; more would multiply the case spellings to try. Digits add none. */
const INDEXED_LETTERS = 3;

/** Every spelling of `key` in which each character is as typed, lower case or upper case. */
const caseSpellings = (key: string): string[] => {
  let spellings = [''];
  for (const char of key) {
    const forms = [...new Set([char, char.toLowerCase(), char.toUpperCase()])];
    spellings = spellings.flatMap((start) => forms.map((form) => start + form));
  }
  return spellings;
};

/**
 * The leading characters of `text` a byte range can cover: up to three letters (each one character
 * in lower and upper case) and any digits or signs among them, so 'INV-1000123' is one narrow range.
 */
const indexableKey = (text: string): string => {
  let key = '';
  let letters = 0;
  for (const char of text) {
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    if ([...lower].length !== 1 || [...upper].length !== 1) break;
    if (lower !== upper && ++letters > INDEXED_LETTERS) break;
    key += char;
  }
  return key;
};

const startsWithAny = (column: SQL, key: string): SQL[] => caseSpellings(key).map((spelling) => sql`starts_with(${column}, ${spelling})`);

/** Invoice numbers are 'INV-' and digits: typing the digits alone finds them too. */
const INVOICE_NUMBER_PREFIX = 'INV-';

/**
 * 'Search by Name or Invoice #': invoices whose clinician's name or surname, or whose Invoice #
 * (with or without its 'INV-'), starts with the text, ignoring case.
 *
 * Why prefixes and this shape (as the assigned list's name search): under row-level security the
 * planner uses an index only for leakproof conditions, which excludes ILIKE. `starts_with` is
 * leakproof and becomes a range scan of the `text_pattern_ops` indexes on name, surname and
 * number, so the case spellings of the first characters narrow 400,000 invoices through the
 * indexes and the exact case-insensitive test runs on those few rows only.
 */
export const invoiceSearch = (searchTerm: string | undefined): SQL | undefined => {
  const term = (searchTerm ?? '').trim().replace(/\s+/g, ' ');
  if (!term) return undefined;
  const number = /^\d/.test(term) ? `${INVOICE_NUMBER_PREFIX}${term}` : term;
  const key = indexableKey(term);
  if (!key) return sql`(i.name ilike ${`${escapeLike(term)}%`} or i.surname ilike ${`${escapeLike(term)}%`})`;
  const candidates = [
    ...startsWithAny(sql`i.name`, key),
    ...startsWithAny(sql`i.surname`, key),
    ...startsWithAny(sql`i.invoice_number`, indexableKey(number)),
  ];
  const pattern = `${escapeLike(term)}%`;
  const exact = sql`(i.name ilike ${pattern} or i.surname ilike ${pattern} or i.invoice_number ilike ${`${escapeLike(number)}%`})`;
  return sql`(${sql.join(candidates, sql` or `)}) and ${exact}`;
};
