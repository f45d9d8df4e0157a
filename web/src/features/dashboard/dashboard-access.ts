import { canAddCity, canCreateZone, canListZones, useCurrentPrincipal } from '../../lib/principal';

export type DashboardAccess = {
  /** Add New Zone: administrators. */
  canCreateZone: boolean;
  /** Add New City, on the dashboard and the city list: cities write in the user's zone or everywhere. */
  canAddCity: boolean;
  /** The zone performance section: whoever may list zones. */
  canListZones: boolean;
};

/** What the dashboard and its city list offer the signed-in user, as the server would allow it. */
export function useDashboardAccess(): DashboardAccess {
  const principal = useCurrentPrincipal();
  return {
    canCreateZone: canCreateZone(principal),
    canAddCity: principal !== null && canAddCity(principal),
    canListZones: principal !== null && canListZones(principal),
  };
}
