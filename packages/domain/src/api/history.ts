import { z } from 'zod';

/** Entries one History page holds by default, and at most. */
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_MAX = 50;

/**
 * A History page request: `before` is the cursor of the previous page's last entry (its `nextBefore`),
 * so a page does not shift while new rows are written; `limit` is how many entries to answer.
 */
export const HistoryQuery = z.object({
  before: z.coerce
    .number({ message: 'before must be a history cursor' })
    .int('before must be a history cursor')
    .min(1, 'before must be a history cursor')
    .max(Number.MAX_SAFE_INTEGER, 'before must be a history cursor')
    .optional(),
  limit: z.coerce
    .number({ message: `limit must be 1 to ${HISTORY_PAGE_MAX}` })
    .int(`limit must be 1 to ${HISTORY_PAGE_MAX}`)
    .min(1, `limit must be 1 to ${HISTORY_PAGE_MAX}`)
    .max(HISTORY_PAGE_MAX, `limit must be 1 to ${HISTORY_PAGE_MAX}`)
    .default(HISTORY_PAGE_SIZE),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/** One field an action changed, by its label, from and to as the details page shows them (null: empty). */
export const HistoryChange = z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() });
export type HistoryChange = z.infer<typeof HistoryChange>;

/** One audit-log entry of an entity: who did what, when, and what it changed. */
export const HistoryEntry = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  action: z.string(),
  /** The acting user's name, or the integration key's description for a provider's action; null when neither is known. */
  actor: z.string().nullable(),
  changes: z.array(HistoryChange),
  /** What the action was about beyond its fields: the files of a download, a decline reason. */
  detail: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** Newest first; `nextBefore` asks for the next page, null when there is none. */
export const HistoryPage = z.object({
  items: z.array(HistoryEntry).max(HISTORY_PAGE_MAX),
  nextBefore: z.number().int().nullable(),
});
export type HistoryPage = z.infer<typeof HistoryPage>;
