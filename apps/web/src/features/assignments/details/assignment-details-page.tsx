import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { routeById } from '@portal/domain/access/routes';
import { DEAL_ID_PATTERN } from '@portal/domain/api/assignment-details';
import { LoadingScreen } from '@/components/loading-screen';
import { reportError } from '@/lib/report-error';
import type { DetailsSource } from '../api/assignment-keys';
import { detailsFailure, useAssignmentDetails } from '../api/get-assignment-details';
import { AssignmentDetailsView } from './assignment-details-view';
import { DetailsError } from './details-error';

/** SPEC.md §8's reported text for a failure that is neither forbidden nor a bad link. */
const DETAILS_FETCH_FAILED = 'Error fetching Traveler Details!';

/** /assigned/:travelerId and /starts-stops/:travelerId; the path decides the call (SPEC.md §2). */
export const AssignmentDetailsPage = () => {
  const { travelerId = '' } = useParams();
  const { pathname } = useLocation();
  const source: DetailsSource = pathname.includes('/assigned') ? 'assigned' : 'startsStops';
  const listRoute = routeById(source === 'assigned' ? 'assigned' : 'startsStops');
  const list = { path: listRoute.path, label: listRoute.label };
  // A malformed id cannot name a deal, so it is not even asked for.
  const validId = DEAL_ID_PATTERN.test(travelerId);
  const details = useAssignmentDetails(source, travelerId, validId);
  const problem = details.error ? detailsFailure(details.error) : undefined;

  useEffect(() => {
    if (problem === 'failed') reportError(details.error, DETAILS_FETCH_FAILED);
  }, [problem, details.error]);

  if (!validId) return <DetailsError problem="invalidUrl" list={list} />;
  // SPEC.md §8: any other error shows the invalid-link message under 'something went wrong'; Refresh is
  // added because a server error, unlike a bad link, may pass.
  if (problem === 'failed') return <DetailsError problem="invalidUrl" list={list} onRefresh={() => void details.refetch()} />;
  if (problem) return <DetailsError problem={problem} list={list} />;
  if (!details.data) return <LoadingScreen label="Loading assignment details" />;
  return <AssignmentDetailsView details={details.data} list={list} />;
};
