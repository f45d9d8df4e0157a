import { can, type Principal, type Qabail, type Resource } from '@seerat/contracts';
import { useCurrentPrincipal } from '../../lib/principal';

/** Where a qabail sits for the permission policy: its city, as the read API places it. */
export function qabailResource(qabail: Pick<Qabail, 'zoneId' | 'cityPath'>): Resource {
  return { kind: 'city', zoneId: qabail.zoneId, cityPath: qabail.cityPath };
}

/**
 * Whether the user may add a qabail somewhere: to their own city, their own zone, or (with no
 * assignment) anywhere. Which cities exactly the form offers follows the user's city list.
 */
export function canAddQabail(principal: Principal): boolean {
  const { assignedZoneId, assignedCityId } = principal;
  const ownScope: Resource =
    assignedCityId !== null
      ? { kind: 'city', zoneId: assignedZoneId ?? 0, cityPath: [assignedCityId] }
      : assignedZoneId !== null
        ? { kind: 'zone', zoneId: assignedZoneId }
        : { kind: 'organisation' };
  return can(principal, 'qabails_write', ownScope);
}

export type QabailAccess = {
  canAdd: boolean;
  canEdit: (qabail: Qabail) => boolean;
  canDelete: (qabail: Qabail) => boolean;
};

/** What the signed-in user may do with qabails, so screens hide what the server would refuse. */
export function useQabailAccess(): QabailAccess {
  const principal = useCurrentPrincipal();
  return {
    canAdd: principal !== null && canAddQabail(principal),
    canEdit: (qabail) => can(principal, 'qabails_write', qabailResource(qabail)),
    canDelete: (qabail) => can(principal, 'qabails_delete', qabailResource(qabail)),
  };
}
