import type { Gathering } from '@seerat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { type CityGatheringFilters, gatheringKeys } from '../../../lib/queries/gathering-query-keys';

/**
 * A city's events, newest first, a page at a time, filtered by the server (the city page's Event
 * News strip asks for the approved ones only, `limit` at a time).
 */
export function cityGatheringsQueryOptions(cityId: number, filters: CityGatheringFilters) {
  return pagedQueryOptions<Gathering>(
    gatheringKeys.ofCity(cityId, filters),
    `/api/cities/${cityId}/events`,
    filters,
  );
}

export function useCityGatherings(cityId: number, filters: CityGatheringFilters) {
  return useInfiniteQuery(cityGatheringsQueryOptions(cityId, filters));
}
