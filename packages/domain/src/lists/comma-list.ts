import { z } from 'zod';
import { storableText } from '../api/storable-text';
import { MAX_FILTER_NAME_LENGTH, MAX_FILTER_VALUES } from './list-request';

/** Longest comma-joined list a query string may carry: every value at its longest. */
const MAX_COMMA_LIST_LENGTH = MAX_FILTER_VALUES * (MAX_FILTER_NAME_LENGTH + 1);

const split = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value.length > 0);

/**
 * A list sent in a GET query string as one comma-joined value (SPEC.md §7 `facilities`, `titles`,
 * `units`, `states`): bounded as text before it is split, then each value checked by `item`.
 */
export const commaList = <Item extends z.ZodType<string, string>>(group: string, item: Item) =>
  storableText()
    .max(MAX_COMMA_LIST_LENGTH, `${group} is too long`)
    .transform(split)
    .pipe(z.array(item).max(MAX_FILTER_VALUES, `${group} may name at most ${MAX_FILTER_VALUES} values`))
    .optional();

export const commaIds = (group: string, what = 'ids') => commaList(group, z.uuid({ message: `${group} must hold ${what}` }));

export const commaNames = (group: string) => commaList(group, z.string().max(MAX_FILTER_NAME_LENGTH, `${group} values must be at most ${MAX_FILTER_NAME_LENGTH} characters`));

/** Joins a list for such a query value; undefined when empty, so the parameter is left out. */
export const joinCommaList = (values: readonly string[] | undefined): string | undefined =>
  values && values.length > 0 ? values.join(',') : undefined;
