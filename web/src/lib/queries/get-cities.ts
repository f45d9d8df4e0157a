import { CITY_IDS_MAX, type City, listQueryString, PAGE_LIMIT_DEFAULT, type Page } from '@seerat/contracts';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { fetchEveryPage, pagedQueryOptions } from '../paged-query';
import { cityKeys } from './query-keys';

/** What a city list may be narrowed to: a name searched on the server, one zone. */
export type CityFilters = { search?: string; zoneId?: number };

/** `GET /api/cities` a page at a time, by name, searched over every city in scope: the lists of cities. */
export function citiesPagedQueryOptions(filters: CityFilters = {}) {
  return pagedQueryOptions<City>([...cityKeys.all, 'list', 'paged', filters], '/api/cities', filters);
}

export function usePagedCities(filters: CityFilters = {}) {
  return useInfiniteQuery(citiesPagedQueryOptions(filters));
}

/**
 * The first cities (one page) whose name holds `search`, for a picker that asks the server as the
 * user types: a picker never holds every city.
 */
export function useCityChoices(filters: CityFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...cityKeys.all, 'list', 'choices', filters],
    queryFn: ({ signal }) =>
      apiRequest<Page<City>>(
        'GET',
        `/api/cities${listQueryString({ ...filters, limit: PAGE_LIMIT_DEFAULT })}`,
        {
          signal,
        },
      ),
    enabled: options.enabled ?? true,
    // A new search keeps the choices on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * The cities of the given ids (those in the caller's scope), for the names a screen shows of ids
 * it holds: asked `CITY_IDS_MAX` at a time, so any number of ids is answered.
 */
export function useCitiesByIds(ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...cityKeys.all, 'list', 'ids', unique],
    queryFn: async ({ signal }) => {
      const batches: number[][] = [];
      for (let start = 0; start < unique.length; start += CITY_IDS_MAX) {
        batches.push(unique.slice(start, start + CITY_IDS_MAX));
      }
      const pages = await Promise.all(
        batches.map((batch) =>
          apiRequest<Page<City>>(
            'GET',
            `/api/cities${listQueryString({ ids: batch.join(','), limit: CITY_IDS_MAX })}`,
            { signal },
          ),
        ),
      );
      return pages.flatMap((page) => page.items);
    },
    enabled: unique.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every city in the caller's scope, read page after page: only for the dashboard's and the zone
 * page's totals and charts, which count over every city until they are counted on the server.
 * Never for a picker or a list (those page, above).
 */
export function citiesQueryOptions() {
  return queryOptions({
    queryKey: [...cityKeys.all, 'list', 'every'],
    queryFn: () => fetchEveryPage<City>('/api/cities'),
  });
}

export function useCities() {
  return useQuery(citiesQueryOptions());
}
