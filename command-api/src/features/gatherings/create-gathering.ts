import {
  asksToSubmit,
  type CreateGatheringRequest,
  durationHoursBetween,
  GATHERING_FORM_FIELDS,
  type GatheringForm,
  gatheringStreamName,
  presentFields,
} from '@seerat/contracts';
import { type GatheringState, gatheringDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { referencedCity } from '../../facts/referenced-places';

/**
 * Creating an event needs events-write on its city. It is kept as a draft (Save Draft) or created
 * and submitted for approval at once (Submit for Approval).
 */
export async function createGathering(
  deps: CommandDeps,
  actor: Actor,
  request: CreateGatheringRequest,
): Promise<CommandResult<GatheringState>> {
  const form = presentFields<GatheringForm>(request, GATHERING_FORM_FIELDS) as GatheringForm;
  const city = await referencedCity(deps.facts, actor, {
    field: 'cityId',
    id: form.cityId,
    action: 'events_write',
  });
  const gatheringId = await deps.ids.next('gathering');
  const durationHours = durationHoursBetween(form.startDateTime, form.endDateTime);
  return handleCommand({
    store: deps.store,
    streamName: gatheringStreamName(gatheringId),
    decider: gatheringDecider,
    command: {
      type: 'CreateGathering',
      gatheringId,
      fields: { ...form, zoneId: city.zoneId, durationHours },
      submit: asksToSubmit(request),
      userId: actor.userId,
    },
    metadata: metadataOf(actor),
  });
}
