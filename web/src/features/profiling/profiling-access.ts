import { canCreateZone, canListZones, useCurrentPrincipal } from '../../lib/principal';

export type ProfilingAccess = {
  /** The zone profiling tab: whoever may list zones. */
  canListZones: boolean;
  /** The Add Zone form of Add New Data: administrators. */
  canCreateZone: boolean;
};

/** Which profiling tabs and forms the signed-in user gets, as the server would allow them. */
export function useProfilingAccess(): ProfilingAccess {
  const principal = useCurrentPrincipal();
  return {
    canListZones: principal !== null && canListZones(principal),
    canCreateZone: canCreateZone(principal),
  };
}
