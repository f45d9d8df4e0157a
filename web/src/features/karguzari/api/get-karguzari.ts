import type { KarguzariListItem } from '@seerat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { type KarguzariFilter, karguzariKeys } from './karguzari-query-keys';

/**
 * The newest version of each report in the caller's scope as its card shows it, filtered and
 * searched, a page at a time.
 */
export function karguzariQueryOptions(filter: KarguzariFilter = {}) {
  return pagedQueryOptions<KarguzariListItem>(karguzariKeys.list(filter), '/api/karguzari', filter);
}

export function useKarguzari(filter: KarguzariFilter = {}) {
  return useInfiniteQuery(karguzariQueryOptions(filter));
}
