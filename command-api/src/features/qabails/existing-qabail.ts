import { type QabailFields, qabailStreamName } from '@seerat/contracts';
import { existingQabail, qabailDecider } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { authorizedQabailCity } from './qabail-city';

/**
 * A recorded qabail the user may change or delete: 404 when there is none (or it was deleted),
 * 403 unless they hold the action on its city.
 */
export async function authorizedQabail(
  deps: CommandDeps,
  actor: Actor,
  qabailId: number,
  action: 'qabails_write' | 'qabails_delete',
): Promise<QabailFields> {
  const { state } = await foldStream(deps.store, qabailStreamName(qabailId), qabailDecider);
  const { fields } = existingQabail(state);
  await authorizedQabailCity(deps.facts, actor, fields.cityId, action);
  return fields;
}
