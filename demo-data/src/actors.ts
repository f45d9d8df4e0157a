import { type Actor, systemActor } from '@seerat/command-api';
import { type Action, can, type Principal, type Resource } from '@seerat/contracts';
import type { Blueprint, DemoRole, PlannedCity, PlannedUser, PlannedZone } from './blueprint';
import type { Random } from './random';

/** Who a demo command acts as: a planned user, or the System user that creates the first account. */
export type DemoActor = PlannedUser | 'system';

export function principalOf(user: PlannedUser): Principal {
  return {
    id: requireId(user),
    roles: [user.role],
    assignedZoneId: user.zone?.id ?? null,
    assignedCityId: user.role === 'city_masool' ? requireId(user.city!) : null,
    permissions: [],
  };
}

/** Where a city sits for the policy: itself, then its parent if it is a sub-city. */
export function cityResource(city: PlannedCity): Resource {
  const parentId = city.state?.fields?.parentCityId ?? null;
  return {
    kind: 'city',
    zoneId: requireId(city.zone),
    cityPath: parentId === null ? [requireId(city)] : [requireId(city), parentId],
  };
}

export function zoneResource(zone: PlannedZone): Resource {
  return { kind: 'zone', zoneId: requireId(zone) };
}

/**
 * Who may act where, indexed once: each command picks among a handful of people, never the whole
 * organisation.
 */
export interface ActorDirectory {
  /**
   * Someone who may do `action` on `resource` at `at`, chosen the way the work falls in practice:
   * a city's own masool most often, then its zone masool, the central masools and administrators.
   */
  pick(random: Random, choice: ActorChoice): PlannedUser;
}

export interface ActorChoice {
  at: Date;
  action: Action;
  resource?: Resource;
  /** Somewhere else the actor must be allowed the same action (a parent city being named). */
  alsoOn?: Resource;
  /** The city or zone acted on: its masools are the likeliest actors. */
  near?: PlannedCity | PlannedZone;
}

const ROLE_WEIGHTS: Record<DemoRole, number> = {
  city_masool: 5,
  zone_masool: 3,
  markazi_masool: 1,
  admin: 1,
  markazi_team: 0,
};

export function createActorDirectory(blueprint: Blueprint): ActorDirectory {
  const byPlace = new Map<PlannedCity | PlannedZone, PlannedUser[]>();
  const central: PlannedUser[] = [];
  for (const user of blueprint.users) {
    const place = user.role === 'city_masool' ? user.city : user.role === 'zone_masool' ? user.zone : null;
    if (place) byPlace.set(place, [...(byPlace.get(place) ?? []), user]);
    else if (ROLE_WEIGHTS[user.role] > 0) central.push(user);
  }
  return {
    pick(random, choice) {
      const near = choice.near;
      const places = near?.kind === 'city' ? [near, near.hub, near.zone] : [near];
      const candidates = [
        ...places.flatMap((place) => (place ? (byPlace.get(place) ?? []) : [])),
        ...central,
      ].filter(
        (user) =>
          user.createdAt < choice.at &&
          can(principalOf(user), choice.action, choice.resource) &&
          (!choice.alsoOn || can(principalOf(user), choice.action, choice.alsoOn)),
      );
      if (candidates.length === 0) {
        throw new Error(`Nobody may ${JSON.stringify(choice.action)} at ${choice.at.toISOString()}`);
      }
      return random.weighted(candidates.map((user) => [user, ROLE_WEIGHTS[user.role]] as const));
    },
  };
}

/** The actor of a demo command, as the command API would have seen them that day in their browser. */
export function demoActor(actor: DemoActor, at: Date, random: Random): Actor {
  const origin = { now: at, correlationId: random.uuid() };
  if (actor === 'system') return systemActor(origin);
  return {
    principal: principalOf(actor),
    userId: requireId(actor),
    username: actor.username,
    ...actor.device,
    causationId: null,
    ...origin,
  };
}

export function requireId(entity: { id: number | null; kind: string }): number {
  if (entity.id === null) throw new Error(`A ${entity.kind} is used before it was created`);
  return entity.id;
}
