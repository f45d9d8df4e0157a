import { type City, can, type Resource } from '@seerat/contracts';
import { toPrincipal } from '../../lib/principal';
import { useCurrentUser } from '../../lib/queries/get-current-user';

/** Where a city sits for the permission policy: the same ancestry the server decides with. */
export function cityResource(city: Pick<City, 'zoneId' | 'cityPath'>): Resource {
  return { kind: 'city', zoneId: city.zoneId, cityPath: city.cityPath };
}

export type CityAccess = {
  /** Update City, the campus checklist. */
  canWrite: boolean;
  /** The status field of the city form: administrators only. */
  canChangeStatus: boolean;
  /** Submit New Report: karguzari-write on the city. */
  canReport: boolean;
  /** The city's events metrics. */
  canReadEvents: boolean;
};

/** What the signed-in user may do to a city, so the page hides what the server would refuse. */
export function useCityAccess(city: Pick<City, 'zoneId' | 'cityPath'> | null): CityAccess {
  const { data: user } = useCurrentUser();
  const principal = user ? toPrincipal(user) : null;
  return {
    canWrite: city !== null && can(principal, 'cities_write', cityResource(city)),
    canChangeStatus: can(principal, 'change_city_status'),
    canReport: city !== null && can(principal, 'karguzari_write', cityResource(city)),
    canReadEvents: city !== null && can(principal, 'events_read', cityResource(city)),
  };
}
