import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { ASSIGNMENT_STATUSES } from '@portal/domain/deals/statuses';
import { STARTS_STOPS_DATE_TYPES, STARTS_STOPS_WINDOWS } from '@portal/domain/deals/starts-stops';
import type { ListControls } from '../../components/list/use-list-controls';
import type { ListExtra } from './use-assignment-controls';

/** The starting filter a dashboard card puts in the URL; anything malformed is ignored (docs/decisions.md). */
const LinkFilter = z.object({
  statuses: z.enum(ASSIGNMENT_STATUSES).optional().catch(undefined),
  hospitals: z.uuid().optional().catch(undefined),
  dateType: z.enum(STARTS_STOPS_DATE_TYPES).optional().catch(undefined),
  window: z.coerce.number().pipe(z.union(STARTS_STOPS_WINDOWS.map((days) => z.literal(days)))).optional().catch(undefined),
});

/** Applies a dashboard card's filter once, then drops it from the URL so a reload keeps the user's own changes. */
export const useLinkFilter = (controls: ListControls<ListExtra>) => {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.size === 0) return;
    const link = LinkFilter.parse(Object.fromEntries(params));
    controls.update({
      search: '',
      filters: link.hospitals ? { hospital: [link.hospitals] } : {},
      ...(link.statuses ? { statuses: [link.statuses] } : {}),
      ...(link.dateType || link.window
        ? { extras: { ...controls.state.extras, ...(link.dateType ? { dateType: link.dateType } : {}), ...(link.window ? { window: String(link.window) } : {}) } }
        : {}),
    });
    setParams({}, { replace: true });
  }, [params, setParams, controls]);
};
