import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
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
 * Applies the starting filter a link (a dashboard card) puts in the URL once, then drops it from the
 * URL so a reload keeps the user's own changes. `read` should be a stable (module-level) function.
 */
export const useLinkFilter = <X extends string>(controls: ListControls<X>, read: LinkFilterReader<X>) => {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.size === 0) return;
    controls.update(read(Object.fromEntries(params), controls.state));
    setParams({}, { replace: true });
  }, [params, setParams, controls, read]);
};
