/** One choice in a filter group; `count` is the number of rows it would match, shown beside it. */
export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

/** A group of the filter drawer, e.g. Hospital or Unit; `key` names it in the selection. */
export interface FilterGroup {
  key: string;
  label: string;
  options: readonly FilterOption[];
}

/** Chosen values per group key. */
export type FilterSelection = Record<string, string[]>;

/** One active filter as a chip shows it. */
export interface ActiveFilter {
  key: string;
  value: string;
  label: string;
}

/** Drops empty groups so "nothing chosen" has one shape (and compares equal when stored). */
export const cleanSelection = (selection: FilterSelection): FilterSelection =>
  Object.fromEntries(Object.entries(selection).filter(([, values]) => values.length > 0));

export const countActive = (selection: FilterSelection): number =>
  Object.values(selection).reduce((sum, values) => sum + values.length, 0);

export const withoutValue = (selection: FilterSelection, key: string, value: string): FilterSelection =>
  cleanSelection({ ...selection, [key]: (selection[key] ?? []).filter((v) => v !== value) });

export const toggleValue = (selection: FilterSelection, key: string, value: string): FilterSelection => {
  const values = selection[key] ?? [];
  return cleanSelection({ ...selection, [key]: values.includes(value) ? values.filter((v) => v !== value) : [...values, value] });
};

/**
 * The applied filters as 'Group: Option' chips, in the drawer's order. A value whose option has not
 * loaded (or no longer exists) still shows, by its raw value, so no applied filter is ever invisible.
 */
export const activeFilters = (groups: readonly FilterGroup[], selection: FilterSelection): ActiveFilter[] => {
  const known = new Set(groups.map((g) => g.key));
  const ordered = [...groups, ...Object.keys(selection).filter((key) => !known.has(key)).map((key) => ({ key, label: key, options: [] }))];
  return ordered.flatMap((group) =>
    (selection[group.key] ?? []).map((value) => {
      const option = group.options.find((o) => o.value === value);
      return { key: group.key, value, label: `${group.label}: ${option?.label ?? value}` };
    }),
  );
};
