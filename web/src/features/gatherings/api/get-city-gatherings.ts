import type { Gathering } from '@seerat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { gatheringKeys } from '../../../lib/queries/gathering-query-keys';

/** A city's events, newest first, a page at a time (the city page's Event News strip). */
export function cityGatheringsQueryOptions(cityId: number) {
  return pagedQueryOptions<Gathering>(gatheringKeys.ofCity(cityId), `/api/cities/${cityId}/events`);
}

export function useCityGatherings(cityId: number) {
  return useInfiniteQuery(cityGatheringsQueryOptions(cityId));
}
