import { z } from 'zod';
import { JOB_POSTING_STATUSES } from '@portal/domain/deals/statuses';
import { statusAndHospitalLink, type LinkFilterReader } from '@/components/list/use-link-filter';

/** The dashboard's Open Jobs card: one status, maybe one hospital; anything malformed is ignored (docs/decisions/0023-home-and-dashboard.md). */
const JobLink = z.object({
  statuses: z.enum(JOB_POSTING_STATUSES).optional().catch(undefined),
  hospitals: z.uuid().optional().catch(undefined),
});

export const readJobLink: LinkFilterReader<never> = (params) => statusAndHospitalLink(JobLink.parse(params));
