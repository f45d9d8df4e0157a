import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gatheringKeys } from '../../../lib/queries/gathering-query-keys';

/** How many events wait for the signed-in user's review (0 for those who do not review). */
export function getReviewCount(signal?: AbortSignal): Promise<{ count: number }> {
  return apiRequest<{ count: number }>('GET', '/api/events/review-count', { signal });
}

export function reviewCountQueryOptions() {
  return queryOptions({
    queryKey: gatheringKeys.reviewCount,
    queryFn: ({ signal }) => getReviewCount(signal),
  });
}

/** Asked again every minute: events submitted by others arrive without any action of the reviewer. */
const REVIEW_COUNT_REFRESH_MS = 60_000;

export function useReviewCount(enabled: boolean) {
  return useQuery({ ...reviewCountQueryOptions(), enabled, refetchInterval: REVIEW_COUNT_REFRESH_MS });
}
