import type { ListedMasoolProfile, MasoolProfileType } from '@seerat/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchByIds, fetchEveryPage, pagedQueryOptions } from '../paged-query';
import { masoolProfilesListKey } from './query-keys';

/**
 * The masool profiles the caller may read by name, as cards show them, a page at a time, searched
 * by name or contact on the server.
 */
export function masoolProfilesQueryOptions(search = '') {
  return pagedQueryOptions<ListedMasoolProfile>(
    [...masoolProfilesListKey, 'paged', search],
    '/api/masool-profiles',
    {
      search: search || undefined,
    },
  );
}

export function useMasoolProfiles(search = '') {
  return useInfiniteQuery(masoolProfilesQueryOptions(search));
}

/**
 * The profiles a screen looks up rather than lists: of some profile ids, of some users, the
 * candidates for some cities' masools (`matchingCities`), or a zone's of a type. At most one of the
 * id lists is given.
 */
export type MasoolProfileLookup = {
  ids?: readonly number[];
  userIds?: readonly number[];
  matchingCities?: readonly number[];
  zoneId?: number;
  profileType?: MasoolProfileType;
};

const ID_LISTS = ['ids', 'userIds', 'matchingCities'] as const;

/** Every profile of a lookup: any number of ids is answered (`fetchByIds`). */
export function useMasoolProfileLookup(lookup: MasoolProfileLookup, options: { enabled?: boolean } = {}) {
  const listed = ID_LISTS.find((key) => lookup[key] !== undefined);
  const ids = listed ? [...new Set(lookup[listed])].sort((a, b) => a - b) : [];
  const { zoneId, profileType } = lookup;
  const filters = { zoneId, profileType };
  return useQuery({
    queryKey: [...masoolProfilesListKey, 'lookup', { listed, ids, zoneId, profileType }],
    queryFn: () =>
      listed
        ? fetchByIds<ListedMasoolProfile>('/api/masool-profiles', listed, ids, filters)
        : fetchEveryPage<ListedMasoolProfile>('/api/masool-profiles', filters),
    enabled: (options.enabled ?? true) && (listed === undefined || ids.length > 0),
    placeholderData: keepPreviousData,
  });
}
