import { can } from '@seerat/contracts';
import { canCreateZone, useCurrentPrincipal } from '../../lib/principal';

export type ZoneAccess = {
  /** Update Zone: zones write on this zone. */
  canUpdate: boolean;
  /** The zone's event ticker and counts. */
  canReadEvents: boolean;
};

/** What the signed-in user may do to a zone, so the page hides what the server would refuse. */
export function useZoneAccess(zoneId: number): ZoneAccess {
  const principal = useCurrentPrincipal();
  const zone = { kind: 'zone', zoneId } as const;
  return {
    canUpdate: can(principal, 'zones_write', zone),
    canReadEvents: can(principal, 'events_read', zone),
  };
}

/** Add New Zone on the zone list: administrators only, as the server decides `POST /api/zones`. */
export function useMayCreateZone(): boolean {
  return canCreateZone(useCurrentPrincipal());
}
