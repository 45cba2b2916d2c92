import { useEffect } from 'react';
import { useParams } from 'react-router';
import { routeById } from '@portal/domain/access/routes';
import { LoadingScreen } from '@/components/loading-screen';
import { SectionError } from '@/components/section-error';
import { reportError } from '@/lib/report-error';
import { candidateDetailsFailure, useCandidateDetails } from '../api/get-candidate-details';
import { CandidateDetailsView } from './candidate-details-view';
import { CandidateUnavailable } from './candidate-unavailable';

/** SPEC.md §7: the details are asked for only with a GUID-shaped id (the deal id). */
const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /candidates/:candidateId. */
export const CandidateDetailsPage = () => {
  const { candidateId = '' } = useParams();
  const listRoute = routeById('candidates');
  const list = { path: listRoute.path, label: listRoute.label };
  const validId = GUID_PATTERN.test(candidateId);
  const details = useCandidateDetails(candidateId, validId);
  const failure = details.error ? candidateDetailsFailure(details.error) : undefined;

  useEffect(() => {
    if (failure === 'failed') reportError(details.error, 'Get candidate details failed');
  }, [failure, details.error]);

  if (!validId || failure === 'unavailable') return <CandidateUnavailable list={list} />;
  if (failure === 'failed') return <SectionError onRefresh={() => void details.refetch()} />;
  if (!details.data) return <LoadingScreen label="Loading candidate details" />;
  return <CandidateDetailsView candidate={details.data} list={list} />;
};
