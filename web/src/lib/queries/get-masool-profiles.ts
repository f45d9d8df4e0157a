import type { ListedMasoolProfile, MasoolProfileType } from '@seerat/contracts';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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

/** A lookup as its query key holds it: the ids of one list, sorted, and the zone filters. */
type LookupKey = {
  listed: (typeof ID_LISTS)[number] | undefined;
  ids: number[];
  zoneId: number | undefined;
  profileType: MasoolProfileType | undefined;
};

/**
 * Whether the answer to `before` may stand in for the answer to `after` while it loads: only when
 * `after` adds ids to the same lookup (a zone's next page of cities). Another city's or zone's
 * candidates never do: the City Masool is picked among them by name and number, and a profile of
 * the page before could be picked for a moment.
 */
function standsInWhileLoading(before: LookupKey, after: LookupKey): boolean {
  const added = new Set(after.ids);
  return (
    before.listed === after.listed &&
    before.zoneId === after.zoneId &&
    before.profileType === after.profileType &&
    before.ids.every((id) => added.has(id))
  );
}

/** Every profile of a lookup: any number of ids is answered (`fetchByIds`). */
export function masoolProfileLookupOptions(lookup: MasoolProfileLookup, options: { enabled?: boolean } = {}) {
  const listed = ID_LISTS.find((key) => lookup[key] !== undefined);
  const { zoneId, profileType } = lookup;
  const key: LookupKey = {
    listed,
    ids: listed ? [...new Set(lookup[listed])].sort((a, b) => a - b) : [],
    zoneId,
    profileType,
  };
  const filters = { zoneId, profileType };
  return queryOptions({
    queryKey: [...masoolProfilesListKey, 'lookup', key],
    queryFn: () =>
      listed
        ? fetchByIds<ListedMasoolProfile>('/api/masool-profiles', listed, key.ids, filters)
        : fetchEveryPage<ListedMasoolProfile>('/api/masool-profiles', filters),
    enabled: (options.enabled ?? true) && (listed === undefined || key.ids.length > 0),
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey.at(-1) as LookupKey | undefined;
      return before && standsInWhileLoading(before, key) ? previous : undefined;
    },
  });
}

export function useMasoolProfileLookup(lookup: MasoolProfileLookup, options: { enabled?: boolean } = {}) {
  return useQuery(masoolProfileLookupOptions(lookup, options));
}
