import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { qabilahListQueryKey } from './qabail-query-keys';

/** Every qabilah name given so far, once each: the suggestions of the qabail form. */
export function getQabilahList(signal?: AbortSignal): Promise<string[]> {
  return apiRequest<string[]>('GET', '/api/qabilah-list', { signal });
}

export function qabilahListQueryOptions() {
  return queryOptions({ queryKey: qabilahListQueryKey, queryFn: ({ signal }) => getQabilahList(signal) });
}

export function useQabilahList() {
  return useQuery(qabilahListQueryOptions());
}
