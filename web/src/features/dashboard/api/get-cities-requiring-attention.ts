import type { CityRequiringAttention } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';

/** The potential campuses: cities with a saved checklist that are not campuses yet, most complete first. */
export function getCitiesRequiringAttention(signal?: AbortSignal): Promise<CityRequiringAttention[]> {
  return apiRequest<CityRequiringAttention[]>('GET', '/api/cities/requiring-attention', { signal });
}

export function citiesRequiringAttentionQueryOptions() {
  return queryOptions({
    queryKey: [...cityKeys.all, 'requiring-attention'],
    queryFn: ({ signal }) => getCitiesRequiringAttention(signal),
  });
}

export function useCitiesRequiringAttention() {
  return useQuery(citiesRequiringAttentionQueryOptions());
}
