import { type CreateMeetingRequest, meetingStreamName } from '@seerat/contracts';
import { type MeetingState, meetingDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { namedMeetingPlace } from './meeting-place';

/**
 * Recording a meeting needs meetings-write on its city (city meeting) or zone (zone meeting). A
 * city meeting's zone is its city's, whatever the request said; action items are numbered 1, 2, …
 */
export async function recordMeeting(
  deps: CommandDeps,
  actor: Actor,
  request: CreateMeetingRequest,
): Promise<CommandResult<MeetingState>> {
  const { actionItems, ...sent } = request;
  const place = await namedMeetingPlace(deps.facts, actor, sent);
  const meetingId = await deps.ids.next('meeting');
  return handleCommand({
    store: deps.store,
    streamName: meetingStreamName(meetingId),
    decider: meetingDecider,
    command: {
      type: 'RecordMeeting',
      meetingId,
      fields: { ...sent, zoneId: place.zoneId },
      actionItems,
      cityZoneId: place.cityZoneId,
    },
    metadata: metadataOf(actor),
  });
}
