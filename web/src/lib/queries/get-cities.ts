import {
  type City,
  type CityListSort,
  listQueryString,
  PAGE_LIMIT_DEFAULT,
  type Page,
} from '@seerat/contracts';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { fetchByIds, pagedQueryOptions } from '../paged-query';
import { cityKeys } from './query-keys';

/**
 * What a city list may be narrowed to (a name searched on the server, one zone) and its order (by
 * name unless it says `performance`).
 */
export type CityFilters = { search?: string; zoneId?: number; sort?: CityListSort };

/** `GET /api/cities` a page at a time, searched over every city in scope: the lists of cities. */
export function citiesPagedQueryOptions(filters: CityFilters = {}) {
  return pagedQueryOptions<City>([...cityKeys.all, 'list', 'paged', filters], '/api/cities', filters);
}

export function usePagedCities(filters: CityFilters = {}) {
  return useInfiniteQuery(citiesPagedQueryOptions(filters));
}

/**
 * The first `limit` cities of a list (one page), for a screen that shows only its head: the
 * dashboard's best performing, or a picker that asks the server as the user types. Neither ever
 * holds every city.
 */
export function firstCitiesQueryOptions(filters: CityFilters, limit = PAGE_LIMIT_DEFAULT) {
  return queryOptions({
    queryKey: [...cityKeys.all, 'list', 'first', limit, filters],
    queryFn: ({ signal }) =>
      apiRequest<Page<City>>('GET', `/api/cities${listQueryString({ ...filters, limit })}`, { signal }),
    // A new search keeps the cities on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** The first cities whose name holds `search`, for a picker. */
export function useCityChoices(filters: CityFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...firstCitiesQueryOptions(filters), enabled: options.enabled ?? true });
}

/**
 * The cities of the given ids (those in the caller's scope), for the names a screen shows of ids
 * it holds: any number of ids is answered (`fetchByIds`).
 */
export function useCitiesByIds(ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...cityKeys.all, 'list', 'ids', unique],
    queryFn: () => fetchByIds<City>('/api/cities', 'ids', unique),
    enabled: unique.length > 0,
    placeholderData: keepPreviousData,
  });
}
