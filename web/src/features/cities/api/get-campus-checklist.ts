import type { CampusChecklist } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';

/** The city's campus checklist; every check is false before the first save. */
export function getCampusChecklist(cityId: number, signal?: AbortSignal): Promise<CampusChecklist> {
  return apiRequest<CampusChecklist>('GET', `/api/cities/${cityId}/campus-checklist`, { signal });
}

export function campusChecklistQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: cityKeys.campusChecklist(cityId),
    queryFn: ({ signal }) => getCampusChecklist(cityId, signal),
  });
}

export function useCampusChecklist(cityId: number) {
  return useQuery(campusChecklistQueryOptions(cityId));
}
