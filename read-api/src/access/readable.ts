import { authorize, cityPlace, requireUser, type SessionUser, zonePlace } from '@seerat/access';
import { type Action, type Resource, ZONE_ACCESS_DENIED } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import type { Context } from 'koa';

export const READ_CITIES: Action = { module: 'cities', level: 'read' };
export const READ_ZONES: Action = { module: 'zones', level: 'read' };

/**
 * The caller, if they may read the city: 401 signed out (before anything is looked up), 404 for
 * a city that does not exist, 403 outside their scope. For routes that read something of a city.
 */
export async function authorizeCityRead(ctx: Context, knex: Knex, cityId: number): Promise<SessionUser> {
  requireUser(ctx);
  return authorize(ctx, READ_CITIES, await cityPlace(knex, cityId));
}

export async function authorizeZoneRead(ctx: Context, knex: Knex, zoneId: number): Promise<SessionUser> {
  requireUser(ctx);
  return authorize(ctx, READ_ZONES, await zonePlace(knex, zoneId), ZONE_ACCESS_DENIED);
}

/** Where a city row sits, for the policy, from its `zone_id` and `path` columns. */
export function cityResource(row: { zoneId: number; path: number[] }): Resource {
  return { kind: 'city', zoneId: row.zoneId, cityPath: row.path };
}
