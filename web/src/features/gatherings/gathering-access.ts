import { can, type Gathering, type Principal, type Resource } from '@seerat/contracts';
import { useCurrentPrincipal } from '../../lib/principal';

function gatheringResource(event: Pick<Gathering, 'zoneId' | 'cityPath'>): Resource {
  return { kind: 'city', zoneId: event.zoneId, cityPath: event.cityPath };
}

/** Whether the user may create an event somewhere: their city, their zone, or anywhere. */
function canCreateSomewhere(principal: Principal): boolean {
  const { assignedZoneId, assignedCityId } = principal;
  const ownScope: Resource =
    assignedCityId !== null
      ? { kind: 'city', zoneId: assignedZoneId ?? 0, cityPath: [assignedCityId] }
      : assignedZoneId !== null
        ? { kind: 'zone', zoneId: assignedZoneId }
        : { kind: 'organisation' };
  return can(principal, 'events_write', ownScope);
}

export type GatheringAccess = {
  canCreate: boolean;
  /** Save Draft, submit, cancel and the outcome: events write on the event's city. */
  canWrite: (event: Pick<Gathering, 'zoneId' | 'cityPath'>) => boolean;
  /** Review and reopen: the policy's `review_events` (administrators). */
  canReview: boolean;
};

/** What the signed-in user may do with events, asked of the same policy the server applies. */
export function useGatheringAccess(): GatheringAccess {
  const principal = useCurrentPrincipal();
  return {
    canCreate: principal !== null && canCreateSomewhere(principal),
    canWrite: (event) => can(principal, 'events_write', gatheringResource(event)),
    canReview: can(principal, 'review_events'),
  };
}

/** Whether the signed-in user may read the events of this city or zone (the page's event cards). */
export function useCanReadEvents(place: Resource): boolean {
  return can(useCurrentPrincipal(), 'events_read', place);
}
