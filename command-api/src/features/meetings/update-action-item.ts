import {
  ACTION_ITEM_FIELDS,
  type ActionItemFields,
  meetingStreamName,
  presentFields,
  type UpdateActionItemRequest,
} from '@seerat/contracts';
import { type MeetingState, meetingDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedMeeting } from './existing-meeting';

/** Editing an action item needs meetings-write where its meeting sits. */
export async function updateActionItem(
  deps: CommandDeps,
  actor: Actor,
  input: { meetingId: number; itemId: number; request: UpdateActionItemRequest },
): Promise<CommandResult<MeetingState>> {
  await authorizedMeeting(deps, actor, input.meetingId);
  return handleCommand({
    store: deps.store,
    streamName: meetingStreamName(input.meetingId),
    decider: meetingDecider,
    command: {
      type: 'UpdateActionItem',
      itemId: input.itemId,
      patch: presentFields<ActionItemFields>(input.request, ACTION_ITEM_FIELDS),
    },
    metadata: metadataOf(actor, input.request.changeReason),
  });
}
