import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from './sql-helpers';

/** Leading characters of the search that pick index ranges; more would multiply the case spellings to try. */
const INDEXED_PREFIX_LENGTH = 3;

/** Every spelling of `key` in which each character is as typed, lower case or upper case: 'smi' gives smi, Smi, sMi... SMI. */
const caseSpellings = (key: string): string[] => {
  let spellings = [''];
  for (const char of key) {
    const forms = [...new Set([char, char.toLowerCase(), char.toUpperCase()])];
    spellings = spellings.flatMap((start) => forms.map((form) => start + form));
  }
  return spellings;
};

/** The first characters of `text` whose lower and upper case are one character each (so a byte range can cover them). */
const indexableKey = (text: string): string => {
  let key = '';
  for (const char of [...text].slice(0, INDEXED_PREFIX_LENGTH)) {
    if ([...char.toLowerCase()].length !== 1 || [...char.toUpperCase()].length !== 1) break;
    key += char;
  }
  return key;
};

const startsWithAny = (column: SQL, key: string): SQL[] =>
  key ? caseSpellings(key).map((spelling) => sql`starts_with(${column}, ${spelling})`) : [];

/**
 * The search box: clinicians whose first name, last name or 'first last' starts with the text,
 * ignoring case (so 'smi', 'Olivia' and 'olivia sm' all find Olivia Smith).
 *
 * Why prefixes and this shape: row-level security lets the planner use an index only for
 * leakproof conditions, which excludes ILIKE and lower(). `starts_with` is leakproof and becomes a
 * range scan of the `text_pattern_ops` name indexes, so the case spellings of the first characters
 * narrow the network's clinicians through the index, and the exact case-insensitive test runs on
 * those few rows only. A substring search would read every clinician of the network instead.
 */
export const nameSearch = (searchName: string | undefined): SQL | undefined => {
  const term = (searchName ?? '').trim().replace(/\s+/g, ' ');
  if (!term) return undefined;
  const pattern = `${escapeLike(term)}%`;
  // 'first last' starting with the term means the first name starts with the term's first word.
  const firstWord = term.split(' ')[0] ?? term;
  const candidates = [...startsWithAny(sql`c.first_name`, indexableKey(firstWord)), ...startsWithAny(sql`c.last_name`, indexableKey(term))];
  const exact = sql`((c.first_name || ' ' || c.last_name) ilike ${pattern} or c.last_name ilike ${pattern})`;
  return candidates.length > 0 ? sql`(${sql.join(candidates, sql` or `)}) and ${exact}` : exact;
};
