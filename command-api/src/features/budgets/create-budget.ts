import {
  budgetStreamName,
  type CreateBudgetRequest,
  dayOf,
  EVENT_NOT_ALLOWED,
  gatheringStreamName,
  ruleBrokenAt,
} from '@seerat/contracts';
import { type BudgetState, budgetDecider, gatheringDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { seesPlace } from '../../facts/referenced-places';
import { withNewBudgetNumber } from './budget-numbers';
import { authorizeBudgetRole } from './existing-budget';

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
  const city = gathering.fields && (await deps.facts.city(gathering.fields.cityId));
  // An event that does not exist and one the caller cannot see are refused alike (no 404 for one
  // and 403 for the other, which would tell outsiders which event ids exist).
  if (
    !gathering.fields ||
    gathering.gatheringId === null ||
    !city ||
    !seesPlace(actor.principal, 'events', city)
  ) {
    throw ruleBrokenAt('eventId', EVENT_NOT_ALLOWED);
  }
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
