import { type AddActionItemRequest, meetingStreamName } from '@seerat/contracts';
import { type MeetingState, meetingDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedMeeting } from './existing-meeting';

/** Adding an action item to a meeting needs meetings-write where the meeting sits. */
export async function addActionItem(
  deps: CommandDeps,
  actor: Actor,
  input: { meetingId: number; request: AddActionItemRequest },
): Promise<CommandResult<MeetingState>> {
  await authorizedMeeting(deps, actor, input.meetingId);
  return handleCommand({
    store: deps.store,
    streamName: meetingStreamName(input.meetingId),
    decider: meetingDecider,
    command: { type: 'AddActionItem', item: input.request },
    metadata: metadataOf(actor),
  });
}
