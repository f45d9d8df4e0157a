import { can, type Meeting, type Resource } from '@seerat/contracts';
import { useCurrentPrincipal } from '../../lib/principal';

/** Where a meeting sits, for the policy: its city, or its zone. */
function meetingResource(meeting: Meeting): Resource {
  return meeting.cityId === null
    ? { kind: 'zone', zoneId: meeting.zoneId }
    : { kind: 'city', zoneId: meeting.zoneId, cityPath: meeting.cityPath };
}

export type MeetingAccess = {
  /** Edit the meeting, its status and its action items: meetings write where it sits. */
  canWrite: (meeting: Meeting) => boolean;
};

/** What the signed-in user may do with meetings, asked of the same policy the server applies. */
export function useMeetingAccess(): MeetingAccess {
  const principal = useCurrentPrincipal();
  return {
    canWrite: (meeting) => principal !== null && can(principal, 'meetings_write', meetingResource(meeting)),
  };
}
