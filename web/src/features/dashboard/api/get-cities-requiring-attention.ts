import {
  type CityRequiringAttention,
  DASHBOARD_LIST_LIMIT,
  listQueryString,
  type Page,
} from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';

/**
 * The head of the potential campuses (cities with a saved checklist that are not campuses yet, most
 * complete first): the dashboard shows no more, of a list that runs to hundreds at national scale.
 */
export function getCitiesRequiringAttention(signal?: AbortSignal): Promise<Page<CityRequiringAttention>> {
  return apiRequest<Page<CityRequiringAttention>>(
    'GET',
    `/api/cities/requiring-attention${listQueryString({ limit: DASHBOARD_LIST_LIMIT })}`,
    { signal },
  );
}

export function citiesRequiringAttentionQueryOptions() {
  return queryOptions({
    queryKey: [...cityKeys.all, 'requiring-attention', 'head'],
    queryFn: ({ signal }) => getCitiesRequiringAttention(signal),
  });
}

export function useCitiesRequiringAttention() {
  return useQuery(citiesRequiringAttentionQueryOptions());
}
