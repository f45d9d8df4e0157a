import { qabailStreamName } from '@seerat/contracts';
import { type QabailState, qabailDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedQabail } from './existing-qabail';

/** Deleting a qabail needs qabails-delete on its city. A deleted qabail's history stays. */
export async function deleteQabail(
  deps: CommandDeps,
  actor: Actor,
  input: { qabailId: number; expectedRevision?: bigint },
): Promise<CommandResult<QabailState>> {
  const streamName = qabailStreamName(input.qabailId);
  await authorizedQabail(deps, actor, input.qabailId, 'qabails_delete');
  return handleCommand({
    store: deps.store,
    streamName,
    decider: qabailDecider,
    command: { type: 'DeleteQabail' },
    metadata: metadataOf(actor),
    expectedRevision: input.expectedRevision,
  });
}
