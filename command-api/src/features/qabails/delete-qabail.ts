import { qabailStreamName } from '@seerat/contracts';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedQabailCity } from './qabail-city';
import { existing, type QabailState, qabailDecider } from './qabail-decider';

/** Deleting a qabail needs qabails-delete on its city. A deleted qabail's history stays. */
export async function deleteQabail(
  deps: CommandDeps,
  actor: Actor,
  input: { qabailId: number; expectedRevision?: bigint },
): Promise<CommandResult<QabailState>> {
  const streamName = qabailStreamName(input.qabailId);
  const current = existing((await foldStream(deps.store, streamName, qabailDecider)).state).fields;
  await authorizedQabailCity(deps.facts, actor, current.cityId, 'qabails_delete');
  return handleCommand({
    store: deps.store,
    streamName,
    decider: qabailDecider,
    command: { type: 'DeleteQabail' },
    metadata: metadataOf(actor),
    expectedRevision: input.expectedRevision,
  });
}
