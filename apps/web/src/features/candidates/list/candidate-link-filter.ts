import { z } from 'zod';
import { CANDIDATE_STATUSES } from '@portal/domain/deals/statuses';
import { statusAndHospitalLink, type LinkFilterReader } from '@/components/list/use-link-filter';

/** The dashboard's Candidates to Review card: one status, maybe one hospital; anything malformed is ignored (docs/decisions.md). */
const CandidateLink = z.object({
  statuses: z.enum(CANDIDATE_STATUSES).optional().catch(undefined),
  hospitals: z.uuid().optional().catch(undefined),
});

export const readCandidateLink: LinkFilterReader<never> = (params) => statusAndHospitalLink(CandidateLink.parse(params));
