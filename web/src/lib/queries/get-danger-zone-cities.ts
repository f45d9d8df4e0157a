import { DASHBOARD_LIST_LIMIT, type DangerZoneCity, listQueryString, type Page } from '@seerat/contracts';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { pagedQueryOptions } from '../paged-query';
import { dashboardQueryKey } from './query-keys';

const TWO_MINUTES_MS = 2 * 60 * 1000;
const FIVE_MINUTES_MS = 5 * 60 * 1000;

// The danger-zone cities in the caller's scope, longest silence first, read a page at a time (at
// national scale most cities can be flagged). Under the dashboard's key, so a city change
// refreshes them.

/**
 * The head of the list, for the dashboard: the cities it shows and how many there are. Like the
 * activity status it changes with time (the job flags and clears cities), so it is refetched the
 * same way.
 */
export function dangerZoneHeadQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'danger-zone', 'head'],
    queryFn: ({ signal }) =>
      apiRequest<Page<DangerZoneCity>>(
        'GET',
        `/api/danger-zone/cities${listQueryString({ limit: DASHBOARD_LIST_LIMIT })}`,
        { signal },
      ),
    staleTime: TWO_MINUTES_MS,
    refetchInterval: FIVE_MINUTES_MS,
  });
}

export function useDangerZoneHead() {
  return useQuery(dangerZoneHeadQueryOptions());
}

/** The whole list a page at a time, searched by city or zone name on the server: View All. */
export function dangerZoneCitiesQueryOptions(search = '') {
  return pagedQueryOptions<DangerZoneCity>(
    [...dashboardQueryKey, 'danger-zone', 'paged', search],
    '/api/danger-zone/cities',
    { search: search || undefined },
  );
}

export function useDangerZoneCities(search = '') {
  return useInfiniteQuery(dangerZoneCitiesQueryOptions(search));
}
