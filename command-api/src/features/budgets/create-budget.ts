import {
  budgetStreamName,
  type CreateBudgetRequest,
  dayOf,
  gatheringStreamName,
  notFound,
} from '@seerat/contracts';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { gatheringDecider } from '../gatherings/gathering-decider';
import { authorizeBudgetRole } from './budget-access';
import { type BudgetState, budgetDecider } from './budget-decider';
import { withNewBudgetNumber } from './budget-numbers';

export const EVENT_NOT_FOUND = 'Event not found';

/**
 * A new draft budget for an event: whoever may write events in the event's city. The event's
 * date, city and zone are read from the event's own stream; the number is the year's next one.
 */
export async function createBudget(
  deps: CommandDeps,
  actor: Actor,
  request: CreateBudgetRequest,
): Promise<CommandResult<BudgetState>> {
  const gathering = (await foldStream(deps.store, gatheringStreamName(request.eventId), gatheringDecider))
    .state;
  if (!gathering.fields || gathering.gatheringId === null) throw notFound(EVENT_NOT_FOUND);
  const city = await deps.facts.city(gathering.fields.cityId);
  if (!city) throw notFound('City not found');
  authorizeBudgetRole(actor, 'drafter', city);
  const budgetId = await deps.ids.next('budget');
  const event = {
    gatheringId: gathering.gatheringId,
    cityId: gathering.fields.cityId,
    zoneId: city.zoneId,
    eventDate: dayOf(new Date(gathering.fields.startDateTime)),
  };
  const claim = { gatheringId: event.gatheringId, budgetId, year: actor.now.getUTCFullYear() };
  return withNewBudgetNumber(deps.knex, claim, (budgetNumber) =>
    handleCommand({
      store: deps.store,
      streamName: budgetStreamName(budgetId),
      decider: budgetDecider,
      command: {
        type: 'CreateBudget',
        budgetId,
        budgetNumber,
        event,
        details: { title: request.title, description: request.description },
      },
      metadata: metadataOf(actor),
    }),
  );
}
