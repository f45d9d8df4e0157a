import {
  GATHERING_FORM_FIELDS,
  type GatheringForm,
  gatheringStreamName,
  presentFields,
  type UpdateGatheringRequest,
} from '@seerat/contracts';
import { type GatheringState, gatheringDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedGathering } from './existing-gathering';
import { gatheringPatch } from './gathering-city';

export interface GatheringEdit {
  gatheringId: number;
  request: UpdateGatheringRequest;
  expectedRevision?: bigint;
}

/**
 * Save Draft on an existing event: events-write on its city (and on the new city when it moves).
 * With `submit`, the same edit is then submitted for approval in one append.
 */
export async function updateGathering(
  deps: CommandDeps,
  actor: Actor,
  input: GatheringEdit,
  submit = false,
): Promise<CommandResult<GatheringState>> {
  const streamName = gatheringStreamName(input.gatheringId);
  const current = await authorizedGathering(deps, actor, input.gatheringId);
  const sent = presentFields<GatheringForm>(input.request, GATHERING_FORM_FIELDS);
  const patch = await gatheringPatch(deps.facts, actor, current, sent);
  return handleCommand({
    store: deps.store,
    streamName,
    decider: gatheringDecider,
    command: submit
      ? { type: 'SubmitGathering', patch, userId: actor.userId }
      : { type: 'UpdateGathering', patch },
    metadata: metadataOf(actor, input.request.changeReason),
    expectedRevision: input.expectedRevision,
  });
}
