import { type CloseActionItemRequest, meetingStreamName } from '@seerat/contracts';
import { type MeetingState, meetingDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedMeeting } from './existing-meeting';

/** Closing an action item (done or dropped) needs meetings-write where its meeting sits. */
export async function closeActionItem(
  deps: CommandDeps,
  actor: Actor,
  input: { meetingId: number; itemId: number; request: CloseActionItemRequest },
): Promise<CommandResult<MeetingState>> {
  await authorizedMeeting(deps, actor, input.meetingId);
  return handleCommand({
    store: deps.store,
    streamName: meetingStreamName(input.meetingId),
    decider: meetingDecider,
    command: { type: 'CloseActionItem', itemId: input.itemId, status: input.request.status },
    metadata: metadataOf(actor, input.request.changeReason),
  });
}
