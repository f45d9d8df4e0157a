import type { CityProfileSummary } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';

/** How often a city was changed, and by whom last (`GET /api/cities/{id}/profile-summary`). */
export function getCityProfileSummary(cityId: number, signal?: AbortSignal): Promise<CityProfileSummary> {
  return apiRequest<CityProfileSummary>('GET', `/api/cities/${cityId}/profile-summary`, { signal });
}

/** Under the city's key, so every city change refreshes it with the city. */
export function cityProfileSummaryQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: [...cityKeys.detail(cityId), 'profile-summary'] as const,
    queryFn: ({ signal }) => getCityProfileSummary(cityId, signal),
  });
}

export function useCityProfileSummary(cityId: number) {
  return useQuery(cityProfileSummaryQueryOptions(cityId));
}
