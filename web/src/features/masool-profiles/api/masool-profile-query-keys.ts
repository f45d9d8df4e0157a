import type { QueryClient } from '@tanstack/react-query';
import {
  invalidateCities,
  masoolProfilesListKey,
  masoolProfilesQueryKey,
} from '../../../lib/queries/query-keys';

/** Every masool profile query sits under `['masool-profiles']`: one invalidation refreshes lists and pages. */
export const masoolProfileKeys = {
  all: masoolProfilesQueryKey,
  list: masoolProfilesListKey,
  one: (idOrUserId: number) => [...masoolProfilesQueryKey, 'one', idOrUserId] as const,
};

/** After a profile changes: every profile query, and the cities (a new city may have been created). */
export function invalidateAfterMasoolProfileChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: masoolProfileKeys.all }),
    invalidateCities(queryClient),
  ]).then(() => undefined);
}
