import { type Action, can, type Principal } from './policy';

/**
 * Where in the zone → city → sub-city tree a principal may take an action: everywhere, or the
 * cities of some zones and the cities under (or at) some cities. Lets a query filter by the policy
 * in SQL instead of asking it row by row.
 */
export type CityScope = { everywhere: true } | { everywhere: false; zoneIds: number[]; cityIds: number[] };

/** No zone or city id: a place the principal's assignment never names. */
const NOWHERE = -1;

/**
 * The policy's answer for every city at once, found by asking `can` itself, so this is no second
 * copy of its rules. For a city, `can` holds exactly when a rule that ignores the place holds, or
 * a rule holds on the principal's assigned zone (the city is in it) or assigned city (the city is
 * it or under it). Asking about a city outside both, one in the assigned zone alone, and one
 * under the assigned city alone tells the three apart.
 */
export function cityScope(principal: Principal, action: Action): CityScope {
  const allowed = (zoneId: number, cityId: number) =>
    can(principal, action, { kind: 'city', zoneId, cityPath: [cityId] });
  if (allowed(NOWHERE, NOWHERE)) return { everywhere: true };
  const zone = principal.assignedZoneId;
  const city = principal.assignedCityId;
  return {
    everywhere: false,
    zoneIds: zone !== null && allowed(zone, NOWHERE) ? [zone] : [],
    cityIds: city !== null && allowed(NOWHERE, city) ? [city] : [],
  };
}
