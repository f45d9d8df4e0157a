import {
  CITY_NOT_FOUND,
  findCityPlace,
  findZonePlace,
  requireUser,
  type SessionUser,
  ZONE_NOT_FOUND,
} from '@seerat/access';
import { type Action, authorize, notFound, type Resource, ZONE_ACCESS_DENIED } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import type { Context } from 'koa';

/**
 * The one gate of every read by id: the caller, if the policy lets them `action` the entity found
 * where it sits (`found`, null when no such entity exists). A missing entity is a 404 only for a
 * caller who may `action` anywhere in the organisation, for whom it reveals nothing; everyone else
 * gets the very 403 an existing entity outside their scope gives, so no id can be probed for
 * existence. 401 signed out.
 */
export function authorizeFound(
  ctx: Context,
  action: Action,
  found: Resource | null | undefined,
  notFoundText: string,
  deniedMessage?: string,
): SessionUser {
  const user = requireUser(ctx);
  if (found) {
    authorize(user, action, found, deniedMessage);
    return user;
  }
  authorize(user, action, { kind: 'organisation' }, deniedMessage);
  throw notFound(notFoundText);
}

/** `authorizeFound` for something of a city: 401 before the city is looked up. */
export async function authorizeCity(
  ctx: Context,
  action: Action,
  knex: Knex,
  cityId: number,
): Promise<SessionUser> {
  requireUser(ctx);
  return authorizeFound(ctx, action, await findCityPlace(knex, cityId), CITY_NOT_FOUND);
}

/** `authorizeFound` for something of a zone: 401 before the zone is looked up. */
export async function authorizeZone(
  ctx: Context,
  action: Action,
  knex: Knex,
  zoneId: number,
  deniedMessage?: string,
): Promise<SessionUser> {
  requireUser(ctx);
  return authorizeFound(ctx, action, await findZonePlace(knex, zoneId), ZONE_NOT_FOUND, deniedMessage);
}

/** The caller, if they may read the city (see `authorizeFound`). */
export function authorizeCityRead(ctx: Context, knex: Knex, cityId: number): Promise<SessionUser> {
  return authorizeCity(ctx, 'cities_read', knex, cityId);
}

export function authorizeZoneRead(ctx: Context, knex: Knex, zoneId: number): Promise<SessionUser> {
  return authorizeZone(ctx, 'zones_read', knex, zoneId, ZONE_ACCESS_DENIED);
}

/** Where a city row sits, for the policy, from its `zone_id` and `path` columns. */
export function cityResource(row: { zoneId: number; path: number[] }): Resource {
  return { kind: 'city', zoneId: row.zoneId, cityPath: row.path };
}
