import type { QueryClient } from '@tanstack/react-query';

/**
 * The query keys that more than one feature reads or invalidates: a city change refreshes zones and
 * the dashboard, a zone change refreshes its cities.
 */

/** Every zone query sits under this key, so one invalidation refreshes lists and details alike. */
export const zonesQueryKey = ['zones'] as const;

/** Every change to zones or cities invalidates this key: the stats are counted from them. */
export const dashboardQueryKey = ['dashboard'] as const;

/**
 * Every Admin Panel query (users, custom roles, uploads) sits under this key: a custom role's
 * change shows in the users' roles, a bulk upload adds users.
 */
export const adminQueryKey = ['admin'] as const;
export const adminUsersQueryKey = [...adminQueryKey, 'users'] as const;
export const customRolesQueryKey = [...adminQueryKey, 'custom-roles'] as const;

/**
 * Every query about cities lives under `['cities']`, a city's own ones under `['cities', id]`, so
 * a change to a city invalidates all it can affect with one prefix: the city, its lists (child
 * cities, Seerat models, library books, checklist, audit, profile summary), the city lists and the
 * potential-campus list. Lists of many cities sit beside the ids under a word (`list`, …).
 */
export const cityKeys = {
  all: ['cities'] as const,
  detail: (cityId: number) => ['cities', cityId] as const,
  seeratModels: (cityId: number) => ['cities', cityId, 'seerat-models'] as const,
  libraryBooks: (cityId: number) => ['cities', cityId, 'library-books'] as const,
  childCities: (cityId: number) => ['cities', cityId, 'child-cities'] as const,
  campusChecklist: (cityId: number) => ['cities', cityId, 'campus-checklist'] as const,
};

/**
 * After a city changes: everything about cities, the zones (their city counts and city lists) and
 * the dashboard's numbers. Only the queries on screen refetch; the rest refetch when next shown.
 */
export function invalidateAfterCityChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cityKeys.all }),
    queryClient.invalidateQueries({ queryKey: zonesQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]).then(() => undefined);
}
