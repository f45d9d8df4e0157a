import type { QueryClient } from '@tanstack/react-query';

/**
 * The query keys that more than one feature reads or invalidates: a city change refreshes zones and
 * the dashboard, a zone change refreshes its cities. Web features may not import each other, so a
 * key two of them share lives here, spelled once; a key only its feature uses lives in that
 * feature's `api/<entity>-query-keys.ts`.
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

/** The signed-in user: sign-in sets it, a password change refetches it. */
export const currentUserQueryKey = ['auth', 'current-user'] as const;

/** The catalogue's lists (Seerat models, recommended books), which city pages and profiles read. */
export const catalogueQueryKey = ['catalogue'] as const;

/** A user's reading progress, which every profile page shows and edits. */
export const readingProgressKey = (userId: number) => ['reading-progress', userId] as const;

/**
 * Every meeting query sits under this key, the zone page's not-met list too (read by the zones
 * feature), so a recorded meeting refreshes it.
 */
export const meetingsQueryKey = ['meetings'] as const;

/**
 * Every masool profile query sits under this key; the list is shared because the histories name a
 * masool by it too.
 */
export const masoolProfilesQueryKey = ['masool-profiles'] as const;
export const masoolProfilesListKey = [...masoolProfilesQueryKey, 'list'] as const;

/**
 * An audited entity's own queries (its change history, its views as of a moment) sit under
 * `[entity, id]` as its route names it (`['cities', 42]`), so whatever invalidates the entity after
 * a change refreshes them too.
 */
export const entityKey = <Entity extends string>(entity: Entity, entityId: number) =>
  [entity, entityId] as const;

/**
 * Every query about cities lives under `['cities']`, a city's own ones under `['cities', id]`, so
 * a change to a city invalidates all it can affect with one prefix: the city, its lists (child
 * cities, Seerat models, library books, checklist, audit, profile summary, meetings, reports,
 * qabails, Seerat model checks), the city lists and the potential-campus list. Lists of many
 * cities sit beside the ids under a word (`list`, …).
 */
export const cityKeys = {
  all: ['cities'] as const,
  detail: (cityId: number) => entityKey('cities', cityId),
  seeratModels: (cityId: number) => [...cityKeys.detail(cityId), 'seerat-models'] as const,
  libraryBooks: (cityId: number) => [...cityKeys.detail(cityId), 'library-books'] as const,
  childCities: (cityId: number) => [...cityKeys.detail(cityId), 'child-cities'] as const,
  campusChecklist: (cityId: number) => [...cityKeys.detail(cityId), 'campus-checklist'] as const,
};

/**
 * After anything a city shows changes (its last meeting or report, its masool): every city query.
 * Only the queries on screen refetch; the rest refetch when next shown.
 */
export function invalidateCities(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: cityKeys.all });
}

/** After a city itself changes: everything about cities, the zones (their city counts and lists), the dashboard's numbers. */
export function invalidateAfterCityChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    invalidateCities(queryClient),
    queryClient.invalidateQueries({ queryKey: zonesQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]).then(() => undefined);
}
