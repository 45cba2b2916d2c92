import { sql, type SQL } from 'drizzle-orm';
import { startsWithAnyCase } from './case-insensitive-prefix';
import { escapeLike } from './sql-helpers';

/**
 * The search box: clinicians whose first name, last name or 'first last' starts with the text,
 * ignoring case (so 'smi', 'Olivia' and 'olivia sm' all find Olivia Smith).
 *
 * Prefixes rather than substrings, so the `text_pattern_ops` name indexes narrow the network's
 * clinicians (see startsWithAnyCase); a substring search would read every clinician of the network.
 */
export const nameSearch = (searchName: string | undefined): SQL | undefined => {
  const term = (searchName ?? '').trim().replace(/\s+/g, ' ');
  if (!term) return undefined;
  const pattern = `${escapeLike(term)}%`;
  // 'first last' starting with the term means the first name starts with the term's first word.
  const firstWord = term.split(' ')[0] ?? term;
  const candidates = [...startsWithAnyCase(sql`c.first_name`, firstWord), ...startsWithAnyCase(sql`c.last_name`, term)];
  const exact = sql`((c.first_name || ' ' || c.last_name) ilike ${pattern} or c.last_name ilike ${pattern})`;
  return candidates.length > 0 ? sql`(${sql.join(candidates, sql` or `)}) and ${exact}` : exact;
};
