import { authorize, createCityRequestSchema, ruleBroken, ZONE_REQUIRED } from '@seerat/contracts';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { createCity } from '../cities/create-city';

/** What the form sends to create a city for the profile (spec 001 section 2.9). */
export interface RequestedCity {
  newCityName: string;
  /** The profile's zone, else the actor's assigned zone: where the city is added. */
  zoneId: number | null;
  /** The profile's person becomes the city's masool. */
  name: string;
  contact: string;
}

/**
 * Creates the city the form named, through the city use case itself (the rules of Add New City:
 * cities-write on the zone), and answers where it sits. The actor must also be allowed to write
 * masool profiles in that zone, checked first, so a refused profile never leaves a new city behind.
 */
export async function createRequestedCity(
  deps: CommandDeps,
  actor: Actor,
  requested: RequestedCity,
): Promise<{ cityId: number; zoneId: number }> {
  const zoneId = requested.zoneId ?? actor.principal.assignedZoneId;
  if (zoneId === null) throw ruleBroken(ZONE_REQUIRED, { zoneId: ZONE_REQUIRED });
  authorize(actor.principal, 'masool_write', { kind: 'zone', zoneId });
  const request = createCityRequestSchema.parse({
    name: requested.newCityName,
    masoolName: requested.name,
    masoolNumber: requested.contact,
    zoneId,
  });
  const created = await createCity(deps, actor, request);
  return { cityId: created.state.cityId as number, zoneId };
}
