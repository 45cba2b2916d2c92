import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isListParam } from './list-url-state';
import type { ListControls, ListControlsState } from './use-list-controls';

/** A list's reading of a link's query parameters; whatever it does not understand it leaves out. */
export type LinkFilterReader<X extends string> = (params: Record<string, string>, state: ListControlsState<X>) => Partial<ListControlsState<X>>;

/** What a dashboard card's link sets on every list: the search emptied, one hospital, maybe one status. */
export const statusAndHospitalLink = (link: { statuses?: string; hospitals?: string }): Partial<Pick<ListControlsState, 'search' | 'filters' | 'statuses'>> => ({
  search: '',
  filters: link.hospitals ? { hospital: [link.hospitals] } : {},
  ...(link.statuses ? { statuses: [link.statuses] } : {}),
});

/**
 * Applies the starting filter a link (a dashboard card) puts in the URL once. The change rewrites the
 * URL as the list's own state, which drops the link's parameters, so a reload keeps the user's own
 * changes. `read` should be a stable (module-level) function.
 */
export const useLinkFilter = <X extends string>(controls: ListControls<X>, read: LinkFilterReader<X>) => {
  const [params] = useSearchParams();
  useEffect(() => {
    const link = [...params].filter(([name]) => !isListParam(name));
    if (link.length === 0) return;
    controls.update(read(Object.fromEntries(link), controls.state));
  }, [params, controls, read]);
};
