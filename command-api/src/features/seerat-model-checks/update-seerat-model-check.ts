import {
  cityStreamName,
  dayOf,
  presentFields,
  SEERAT_MODEL_CHECK_FIELDS,
  type SeeratModelCheckFields,
  type UpdateSeeratModelCheckRequest,
} from '@seerat/contracts';
import { type SeeratModelCheckState, seeratModelCheckDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizeCityWrite } from './record-seerat-model-check';

/**
 * Editing a Seerat model check needs cities-write on its city; the reason goes to the history.
 * `expectedVersion` (from `If-Match`) is the check's own version: a change of it the editor has
 * not seen is a 409, while the city's other edits are not.
 */
export async function updateSeeratModelCheck(
  deps: CommandDeps,
  actor: Actor,
  input: {
    cityId: number;
    checkId: number;
    request: UpdateSeeratModelCheckRequest;
    expectedVersion?: number;
  },
): Promise<CommandResult<SeeratModelCheckState>> {
  await authorizeCityWrite(deps, actor, input.cityId);
  return handleCommand({
    store: deps.store,
    streamName: cityStreamName(input.cityId),
    decider: seeratModelCheckDecider,
    command: {
      type: 'UpdateSeeratModelCheck',
      checkId: input.checkId,
      patch: presentFields<SeeratModelCheckFields>(input.request, SEERAT_MODEL_CHECK_FIELDS),
      today: dayOf(actor.now),
      expectedVersion: input.expectedVersion,
    },
    metadata: metadataOf(actor, input.request.changeReason),
  });
}
