import {
  EDITABLE_MEETING_FIELDS,
  type EditableMeetingFields,
  meetingStreamName,
  presentFields,
  type UpdateMeetingRequest,
} from '@seerat/contracts';
import { type MeetingState, meetingDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedMeeting } from './existing-meeting';

/** Editing a meeting (its details, agenda, minutes, status) needs meetings-write where it sits. */
export async function updateMeeting(
  deps: CommandDeps,
  actor: Actor,
  input: { meetingId: number; request: UpdateMeetingRequest; expectedRevision?: bigint },
): Promise<CommandResult<MeetingState>> {
  await authorizedMeeting(deps, actor, input.meetingId);
  return handleCommand({
    store: deps.store,
    streamName: meetingStreamName(input.meetingId),
    decider: meetingDecider,
    command: {
      type: 'UpdateMeeting',
      patch: presentFields<EditableMeetingFields>(input.request, EDITABLE_MEETING_FIELDS),
    },
    metadata: metadataOf(actor, input.request.changeReason),
    expectedRevision: input.expectedRevision,
  });
}
