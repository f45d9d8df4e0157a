import {
  presentFields,
  QABAIL_FIELDS,
  type QabailRequestFields,
  qabailStreamName,
  type UpdateQabailRequest,
} from '@seerat/contracts';
import { type QabailState, qabailDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { referencedCity } from '../../facts/referenced-places';
import { authorizedQabail } from './existing-qabail';

/** Every field a request may set; `cityName` is never among them (it follows `cityId`). */
const REQUEST_FIELDS = QABAIL_FIELDS.filter((field) => field !== 'cityName') as (keyof QabailRequestFields)[];

/** Editing a qabail needs qabails-write on its city, and on the new city when it moves. */
export async function updateQabail(
  deps: CommandDeps,
  actor: Actor,
  input: { qabailId: number; request: UpdateQabailRequest; expectedRevision?: bigint },
): Promise<CommandResult<QabailState>> {
  const streamName = qabailStreamName(input.qabailId);
  const current = await authorizedQabail(deps, actor, input.qabailId, 'qabails_write');
  const patch = presentFields<QabailRequestFields>(input.request, REQUEST_FIELDS);
  let cityName: string | undefined;
  if (patch.cityId !== undefined && patch.cityId !== current.cityId) {
    const moved = { field: 'cityId', id: patch.cityId, action: 'qabails_write' as const };
    cityName = (await referencedCity(deps.facts, actor, moved)).name;
  }
  return handleCommand({
    store: deps.store,
    streamName,
    decider: qabailDecider,
    command: { type: 'UpdateQabail', patch: cityName === undefined ? patch : { ...patch, cityName } },
    metadata: metadataOf(actor, input.request.changeReason),
    expectedRevision: input.expectedRevision,
  });
}
