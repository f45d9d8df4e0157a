import type { QueryClient } from '@tanstack/react-query';
import { masoolProfilesListKey } from '../../../lib/queries/get-masool-profiles';

/** Every masool profile query sits under `['masool-profiles']`: one invalidation refreshes lists and pages. */
export const masoolProfileKeys = {
  all: ['masool-profiles'] as const,
  list: masoolProfilesListKey,
  one: (idOrUserId: number) => ['masool-profiles', 'one', idOrUserId] as const,
};

/** After a profile changes: every profile query, and the cities (a new city may have been created). */
export function invalidateAfterMasoolProfileChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: masoolProfileKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['cities'] }),
  ]).then(() => undefined);
}
