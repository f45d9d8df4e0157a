import { type CreateKarguzariRequest, dayOf, karguzariStreamName } from '@seerat/contracts';
import { type KarguzariState, karguzariDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { referencedCity } from '../../facts/referenced-places';

/**
 * A new report, as a draft or submitted at once, needs karguzari-write on its city. Its zone is
 * the city's, whatever the form sent; the report date defaults to today.
 */
export async function createKarguzariReport(
  deps: CommandDeps,
  actor: Actor,
  request: CreateKarguzariRequest,
): Promise<CommandResult<KarguzariState>> {
  const { status, zoneId: _followsCity, ...fields } = request;
  const city = await referencedCity(deps.facts, actor, {
    field: 'cityId',
    id: fields.cityId,
    action: 'karguzari_write',
  });
  const reportId = await deps.ids.next('karguzari_report');
  return handleCommand({
    store: deps.store,
    streamName: karguzariStreamName(reportId),
    decider: karguzariDecider,
    command: {
      type: 'CreateReport',
      reportId,
      fields: { ...fields, reportDate: fields.reportDate ?? dayOf(actor.now), zoneId: city.zoneId },
      status,
      actorId: actor.userId,
    },
    metadata: metadataOf(actor),
  });
}
