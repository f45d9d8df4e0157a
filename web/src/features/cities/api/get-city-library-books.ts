import type { CityCatalogueEntry } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';

/** The recommended books the city's library has selected, each with its count. */
export function getCityLibraryBooks(cityId: number, signal?: AbortSignal): Promise<CityCatalogueEntry[]> {
  return apiRequest<CityCatalogueEntry[]>('GET', `/api/cities/${cityId}/library-books`, { signal });
}

export function cityLibraryBooksQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: cityKeys.libraryBooks(cityId),
    queryFn: ({ signal }) => getCityLibraryBooks(cityId, signal),
  });
}

export function useCityLibraryBooks(cityId: number) {
  return useQuery(cityLibraryBooksQueryOptions(cityId));
}
