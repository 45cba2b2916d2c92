import { sql, type SQL } from 'drizzle-orm';

/** Letters of a search that pick index ranges; more would multiply the case spellings to try. Digits and signs add none. */
const INDEXED_LETTERS = 3;

/** Every spelling of `key` in which each character is as typed, lower case or upper case: 'smi' gives smi, Smi, sMi... SMI. */
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

/**
 * Conditions of which one holds for every value of `column` starting with `text` in any case: one
 * `starts_with` per case spelling of its first characters, none when no character can be indexed.
 *
 * Why this shape: under row-level security the planner uses an index only for leakproof conditions,
 * which excludes ILIKE and lower(). `starts_with` is leakproof and becomes a range scan of a
 * `text_pattern_ops` index, so these narrow the rows through the index and the exact
 * case-insensitive test the caller adds runs on those few rows only.
 */
export const startsWithAnyCase = (column: SQL, text: string): SQL[] =>
  caseSpellings(indexableKey(text)).flatMap((spelling) => (spelling ? [sql`starts_with(${column}, ${spelling})`] : []));
