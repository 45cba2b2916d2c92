import { z } from 'zod';
import { storableText } from '../api/storable-text';
import { SORT_ORDERS, type SortOrder } from '../limits';

/**
 * What every list call shares (SPEC.md §7): its filter groups, its paging, its answer and the
 * counted options of its filter drawer. Requests are bounded everywhere, so no client can make a
 * list call parse or query an unbounded amount.
 */

/** Most values one filter group may name: far above any network's hospitals or units, low enough to keep queries cheap. */
export const MAX_FILTER_VALUES = 500;
/** Longest name a name filter (title, shift, retention type) may hold. */
export const MAX_FILTER_NAME_LENGTH = 200;
/** Largest page a list call answers; the lists show 24 (SPEC.md §9). */
export const MAX_LIST_PAGE_SIZE = 100;
/** Exports ask for every row in one page (SPEC.md §7: pageSize equal to the total count). */
export const MAX_EXPORT_ROWS = 1_000_000;
/** The page the lists show when the request names none (SPEC.md §9: 24 rows a page). */
const DEFAULT_PAGE_SIZE = 24;
const MAX_PAGE_NUMBER = 1_000_000;

/** A filter group of ids (hospitals, units, regions, people); `what` names them in the error message. */
export const filterIds = (group: string, what = 'ids') =>
  z
    .array(z.uuid({ message: `${group} must hold ${what}` }))
    .max(MAX_FILTER_VALUES)
    .optional();

/** A filter group of names (titles, shifts, retention types). */
export const filterNames = (group: string) =>
  z
    .array(storableText().trim().min(1, `${group} must not hold empty values`).max(MAX_FILTER_NAME_LENGTH))
    .max(MAX_FILTER_VALUES)
    .optional();

export interface ListPagingRule<Key extends string> {
  sortKeys: readonly [Key, ...Key[]];
  defaultSort: NoInfer<Key>;
  defaultOrder: SortOrder;
  /** MAX_LIST_PAGE_SIZE for a page, MAX_EXPORT_ROWS for an export. */
  maxPageSize: number;
}

/** The paging fields of a list request: sort key and order, page size and one-based page number (SPEC.md §7). */
export const listPaging = <const Key extends string>({ sortKeys, defaultSort, defaultOrder, maxPageSize }: ListPagingRule<Key>) => ({
  sortBy: z.enum(sortKeys).default(defaultSort),
  sortOrder: z.enum(SORT_ORDERS).default(defaultOrder),
  pageSize: z.number().int().min(1).max(maxPageSize, `pageSize must be at most ${maxPageSize}`).default(DEFAULT_PAGE_SIZE),
  pageNumber: z.number().int().min(1).max(MAX_PAGE_NUMBER).default(1),
});

/** The `{ data, count }` answer of a list call: one page of items and the count of every matching row. */
export const listResponse = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item).max(MAX_LIST_PAGE_SIZE), count: z.number().int().min(0) });

/**
 * One option of a filter drawer group: its name, every id carrying it, and how many rows choosing
 * it would find. Answers are checked against their schema when sent, so the names, which come
 * from the database's unbounded text, carry no length limit: a long hospital name must not turn
 * the drawer into a 500. The ids are bounded as a request may send them back.
 */
export const FilterCount = z.object({ name: z.string(), count: z.number().int().min(0), ids: z.array(z.string()).max(MAX_FILTER_VALUES) });
export type FilterCount = z.infer<typeof FilterCount>;

/** The shift group's options, which the drawers read as key and value. */
export const ShiftCount = z.object({ key: z.string(), value: z.number().int().min(0) });

/** Dates travel as yyyy-mm-dd. */
export const isoDate = z.iso.date({ message: 'Dates must be written yyyy-mm-dd' });
