import { type ChangeMeetingStatusRequest, meetingStreamName } from '@seerat/contracts';
import { type MeetingState, meetingDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedMeeting } from './existing-meeting';

/** Moving a meeting along its statuses needs meetings-write where it sits. */
export async function changeMeetingStatus(
  deps: CommandDeps,
  actor: Actor,
  input: { meetingId: number; request: ChangeMeetingStatusRequest },
): Promise<CommandResult<MeetingState>> {
  await authorizedMeeting(deps, actor, input.meetingId);
  return handleCommand({
    store: deps.store,
    streamName: meetingStreamName(input.meetingId),
    decider: meetingDecider,
    command: { type: 'ChangeMeetingStatus', status: input.request.status },
    metadata: metadataOf(actor, input.request.changeReason),
  });
}
