import { z } from 'zod';
import { CANDIDATE_STATUSES } from '@portal/domain/deals/statuses';
import { statusAndHospitalLink, type LinkFilterReader } from '@/components/list/use-link-filter';
import type { CandidateExtra } from './use-candidate-list-controls';

/**
 * The dashboard's Candidates to Review card: one status, maybe one hospital, and from its overdue
 * count `overdue=only`; anything malformed is ignored (docs/decisions/0023-home-and-dashboard.md).
 */
const CandidateLink = z.object({
  statuses: z.enum(CANDIDATE_STATUSES).optional().catch(undefined),
  hospitals: z.uuid().optional().catch(undefined),
  overdue: z.literal('only').optional().catch(undefined),
});

export const readCandidateLink: LinkFilterReader<CandidateExtra> = (params) => {
  const link = CandidateLink.parse(params);
  return { ...statusAndHospitalLink(link), extras: { overdue: link.overdue ?? 'all' } };
};
