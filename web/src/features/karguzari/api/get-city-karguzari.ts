import type { KarguzariListItem } from '@seerat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { karguzariKeys } from './karguzari-query-keys';

/**
 * `GET /api/cities/{id}/karguzari`: every version of the city's reports as its rows show them,
 * newest first, a page at a time.
 */
export function cityKarguzariQueryOptions(cityId: number) {
  return pagedQueryOptions<KarguzariListItem>(
    karguzariKeys.ofCity(cityId),
    `/api/cities/${cityId}/karguzari`,
  );
}

export function useCityKarguzari(cityId: number) {
  return useInfiniteQuery(cityKarguzariQueryOptions(cityId));
}
