import { listQueryString, type Page, type Qabail } from '@seerat/contracts';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { qabailKeys } from './qabail-query-keys';

/**
 * The qabails in the caller's scope by qabilah name, a page at a time, searched by qabilah, masool
 * or city name on the server.
 */
export function qabailsQueryOptions(search = '') {
  return pagedQueryOptions<Qabail>([...qabailKeys.list, 'paged', search], '/api/qabails', {
    search: search || undefined,
  });
}

export function useQabails(search = '') {
  return useInfiniteQuery(qabailsQueryOptions(search));
}

/** How many qabails the caller's scope holds, whatever the search: one item asked, the total read. */
export function useQabailCount() {
  return useQuery({
    queryKey: [...qabailKeys.list, 'count'],
    queryFn: ({ signal }) =>
      apiRequest<Page<Qabail>>('GET', `/api/qabails${listQueryString({ limit: 1 })}`, { signal }),
    select: (page) => page.total,
  });
}

/** One qabail, for its details opened by address when it is not among the pages read. */
export function qabailQueryOptions(qabailId: number) {
  return queryOptions({
    queryKey: [...qabailKeys.list, 'one', qabailId],
    queryFn: ({ signal }) => apiRequest<Qabail>('GET', `/api/qabails/${qabailId}`, { signal }),
    retry: false,
  });
}
