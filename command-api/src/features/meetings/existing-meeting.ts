import { meetingStreamName } from '@seerat/contracts';
import { existingMeeting, type MeetingState, meetingDecider } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { authorizedMeetingPlace } from './meeting-place';

/**
 * A recorded meeting the user may change: 404 when there is none, 403 unless they hold
 * meetings-write where it sits now (its city, or its zone).
 */
export async function authorizedMeeting(
  deps: CommandDeps,
  actor: Actor,
  meetingId: number,
): Promise<MeetingState> {
  const { state } = await foldStream(deps.store, meetingStreamName(meetingId), meetingDecider);
  const { fields } = existingMeeting(state);
  await authorizedMeetingPlace(deps.facts, actor, fields);
  return state;
}
