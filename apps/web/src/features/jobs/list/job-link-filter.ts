import { z } from 'zod';
import { JOB_POSTING_STATUSES } from '@portal/domain/deals/statuses';
import type { FilterSelection } from '../../../components/list/filter-selection';
import type { LinkFilterReader } from '../../../components/list/use-link-filter';

/** The dashboard's Open Jobs card: one status, maybe one hospital; anything malformed is ignored (docs/decisions.md). */
const JobLink = z.object({
  statuses: z.enum(JOB_POSTING_STATUSES).optional().catch(undefined),
  hospitals: z.uuid().optional().catch(undefined),
});

export const readJobLink: LinkFilterReader<never> = (params) => {
  const link = JobLink.parse(params);
  const filters: FilterSelection = link.hospitals ? { hospital: [link.hospitals] } : {};
  return {
    search: '',
    filters,
    ...(link.statuses ? { statuses: [link.statuses] } : {}),
  };
};
