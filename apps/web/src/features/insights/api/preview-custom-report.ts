import { queryOptions, useQuery } from '@tanstack/react-query';
import { previewCustomReport, type PreviewCustomReportRequest } from '@portal/domain/api/insights';
import { callApi } from '@/lib/api-client';
import { keepPreviousInNetwork, type SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';
import { insightKeys } from './insight-keys';

export const previewCustomReportQueryOptions = (networkId: SessionNetworkId, request: PreviewCustomReportRequest) =>
  queryOptions({
    queryKey: insightKeys.preview(networkId, request),
    queryFn: ({ signal }) => callApi(previewCustomReport, { body: request, signal }),
    // A shape the server refuses is refused again: only a failure without an answer is worth a retry.
    retry: false,
  });

/**
 * The builder's live preview of a shape (sent once the user stops changing it: the caller debounces).
 * `request` is undefined while the shape is incomplete; the previous preview stays on screen meanwhile.
 */
export const useCustomReportPreview = (request: PreviewCustomReportRequest | undefined) => {
  const networkId = useNetworkId();
  return useQuery({
    ...previewCustomReportQueryOptions(networkId, request ?? { shape: { dataset: 'startsStops', dimensions: [], measures: [], chartType: 'bar' }, filters: {} }),
    enabled: request !== undefined,
    placeholderData: keepPreviousInNetwork(networkId),
  });
};
