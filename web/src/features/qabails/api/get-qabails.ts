import type { Qabail } from '@seerat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { qabailKeys } from './qabail-query-keys';

/** Every qabail in the caller's scope, by qabilah name. */
export function getQabails(signal?: AbortSignal): Promise<Qabail[]> {
  return apiRequest<Qabail[]>('GET', '/api/qabails', { signal });
}

export function qabailsQueryOptions() {
  return queryOptions({ queryKey: qabailKeys.list, queryFn: ({ signal }) => getQabails(signal) });
}

export function useQabails() {
  return useQuery(qabailsQueryOptions());
}
