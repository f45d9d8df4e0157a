import {
  authorize,
  cityStreamName,
  dayOf,
  notFound,
  type RecordSeeratModelCheckRequest,
} from '@seerat/contracts';
import { type SeeratModelCheckState, seeratModelCheckDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';

/** Recording a city's Seerat model check is editing the city: cities-write on that city. */
export async function recordSeeratModelCheck(
  deps: CommandDeps,
  actor: Actor,
  input: { cityId: number; request: RecordSeeratModelCheckRequest },
): Promise<CommandResult<SeeratModelCheckState>> {
  await authorizeCityWrite(deps, actor, input.cityId);
  return handleCommand({
    store: deps.store,
    streamName: cityStreamName(input.cityId),
    decider: seeratModelCheckDecider,
    command: { type: 'RecordSeeratModelCheck', fields: input.request, today: dayOf(actor.now) },
    metadata: metadataOf(actor),
  });
}

/**
 * The city must exist (404 otherwise) and the actor may write it (403 otherwise). A check lives in
 * its city's stream, so it is found as a city is (by the place read model, for the existence
 * oracle, not `existing-<entity>.ts`); the decider answers 404 for a check the city lacks.
 */
export async function authorizeCityWrite(deps: CommandDeps, actor: Actor, cityId: number): Promise<void> {
  const place = await deps.facts.city(cityId);
  if (!place) throw notFound('City not found');
  authorize(actor.principal, 'cities_write', place);
}
