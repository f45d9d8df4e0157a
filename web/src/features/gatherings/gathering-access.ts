import { can, type Gathering, type Principal, type Resource } from '@seerat/contracts';
import { toPrincipal } from '../../lib/principal';
import { useCurrentUser } from '../../lib/queries/get-current-user';

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
  canWrite: (event: Gathering) => boolean;
  /** Review and reopen: the policy's `review_events` (administrators). */
  canReview: boolean;
};

/** What the signed-in user may do with events, asked of the same policy the server applies. */
export function useGatheringAccess(): GatheringAccess {
  const { data: user } = useCurrentUser();
  const principal = user ? toPrincipal(user) : null;
  return {
    canCreate: principal !== null && canCreateSomewhere(principal),
    canWrite: (event) => can(principal, 'events_write', gatheringResource(event)),
    canReview: can(principal, 'review_events'),
  };
}

/** Whether the signed-in user may read the events of this city or zone (the page's event cards). */
export function useCanReadEvents(place: Resource): boolean {
  const { data: user } = useCurrentUser();
  return can(user ? toPrincipal(user) : null, 'events_read', place);
}
