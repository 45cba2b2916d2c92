import { z } from 'zod';
import { ASSIGNMENT_STATUSES } from '@portal/domain/deals/statuses';
import { STARTS_STOPS_DATE_TYPES, STARTS_STOPS_WINDOWS } from '@portal/domain/deals/starts-stops';
import { statusAndHospitalLink, type LinkFilterReader } from '@/components/list/use-link-filter';
import type { ListExtra } from './use-assignment-controls';

/** The starting filter a dashboard card puts in the URL; anything malformed is ignored (docs/decisions/0023-home-and-dashboard.md). */
const LinkFilter = z.object({
  statuses: z.enum(ASSIGNMENT_STATUSES).optional().catch(undefined),
  hospitals: z.uuid().optional().catch(undefined),
  dateType: z.enum(STARTS_STOPS_DATE_TYPES).optional().catch(undefined),
  window: z.coerce.number().pipe(z.union(STARTS_STOPS_WINDOWS.map((days) => z.literal(days)))).optional().catch(undefined),
});

export const readAssignmentLink: LinkFilterReader<ListExtra> = (params, state) => {
  const link = LinkFilter.parse(params);
  return {
    ...statusAndHospitalLink(link),
    ...(link.dateType || link.window
      ? { extras: { ...state.extras, ...(link.dateType ? { dateType: link.dateType } : {}), ...(link.window ? { window: String(link.window) } : {}) } }
      : {}),
  };
};
