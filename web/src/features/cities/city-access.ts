import { type City, can, type Resource } from '@seerat/contracts';
import { canAddCity, canCreateZone, useCurrentPrincipal } from '../../lib/principal';

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
  const principal = useCurrentPrincipal();
  return {
    canWrite: city !== null && can(principal, 'cities_write', cityResource(city)),
    canChangeStatus: can(principal, 'change_city_status'),
    canReport: city !== null && can(principal, 'karguzari_write', cityResource(city)),
    canReadEvents: city !== null && can(principal, 'events_read', cityResource(city)),
  };
}

export type CityCreationAccess = {
  /** Add City at all: cities write in the user's own zone or everywhere. */
  canAdd: boolean;
  /** Whether the form offers this zone: cities write on it. */
  canAddIn: (zoneId: number) => boolean;
  /** The link to add a zone first, when no zone can take a city. */
  canCreateZone: boolean;
};

/** Where the signed-in user may add a city, so the form offers only the zones the server accepts. */
export function useCityCreationAccess(): CityCreationAccess {
  const principal = useCurrentPrincipal();
  return {
    canAdd: principal !== null && canAddCity(principal),
    canAddIn: (zoneId) => can(principal, 'cities_write', { kind: 'zone', zoneId }),
    canCreateZone: canCreateZone(principal),
  };
}
