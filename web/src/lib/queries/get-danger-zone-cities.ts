import type { DangerZoneCity } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { dashboardQueryKey } from './query-keys';

const TWO_MINUTES_MS = 2 * 60 * 1000;
const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * The danger-zone cities in the caller's scope (or one zone's), longest silence first. Read by
 * the dashboard, the zone page, the full list and every city card's badge.
 */
export function getDangerZoneCities(
  filter: { zoneId?: number },
  signal?: AbortSignal,
): Promise<DangerZoneCity[]> {
  const query = filter.zoneId === undefined ? '' : `?zoneId=${filter.zoneId}`;
  return apiRequest<DangerZoneCity[]>('GET', `/api/danger-zone/cities${query}`, { signal });
}

/**
 * Under the dashboard's key, so a city change refreshes it. Like the activity status, it changes
 * with time (the job flags and clears cities), so it is refetched the same way.
 */
export function dangerZoneCitiesQueryOptions(filter: { zoneId?: number } = {}) {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'danger-zone', filter],
    queryFn: ({ signal }) => getDangerZoneCities(filter, signal),
    staleTime: TWO_MINUTES_MS,
    refetchInterval: FIVE_MINUTES_MS,
  });
}

export function useDangerZoneCities(filter: { zoneId?: number } = {}) {
  return useQuery(dangerZoneCitiesQueryOptions(filter));
}

const idsOf = (cities: DangerZoneCity[]) => new Set(cities.map((city) => city.cityId));

/** The ids of the danger-zone cities in scope: one shared call for every city card on a screen. */
export function useDangerZoneCityIds(): ReadonlySet<number> | undefined {
  return useQuery({ ...dangerZoneCitiesQueryOptions(), select: idsOf }).data;
}
