import type { CandidateDetails } from '@portal/domain/api/candidates';
import { ProtocolDocuments } from '@/components/protocol-documents';
import { useDownloadCandidateDocuments } from '../api/download-candidate-documents';
import { useCandidateDocuments } from '../api/get-candidate-documents';

/** The candidate's clinician's compliance documents (GetListOfProtocolForCandidates). */
export const CandidateDocuments = ({ candidate }: { candidate: CandidateDetails }) => (
  <ProtocolDocuments
    title="Documents"
    documents={useCandidateDocuments(candidate.dealId, candidate.candidateId)}
    download={useDownloadCandidateDocuments(candidate)}
  />
);
