import { type CreateQabailRequest, qabailStreamName } from '@seerat/contracts';
import { type QabailState, qabailDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { referencedCity } from '../../facts/referenced-places';

/** Adding a qabail needs qabails-write on its city. */
export async function createQabail(
  deps: CommandDeps,
  actor: Actor,
  request: CreateQabailRequest,
): Promise<CommandResult<QabailState>> {
  const { cityName: _derived, ...fields } = request;
  const city = await referencedCity(deps.facts, actor, {
    field: 'cityId',
    id: fields.cityId,
    action: 'qabails_write',
  });
  const qabailId = await deps.ids.next('qabail');
  return handleCommand({
    store: deps.store,
    streamName: qabailStreamName(qabailId),
    decider: qabailDecider,
    command: { type: 'CreateQabail', qabailId, fields: { ...fields, cityName: city.name } },
    metadata: metadataOf(actor),
  });
}
