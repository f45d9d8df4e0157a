import { authorize, type CreateZoneRequest, zoneStreamName } from '@seerat/contracts';
import { type ZoneState, zoneDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { zoneNameClaims } from './zone-names';

/**
 * Creating a zone is for administrators, under a name no other zone has in any case. `totalCities`
 * is accepted and ignored: it is counted from the zone's cities by the read side.
 */
export async function createZone(
  deps: CommandDeps,
  actor: Actor,
  request: CreateZoneRequest,
): Promise<CommandResult<ZoneState>> {
  authorize(actor.principal, 'create_zone');
  const { totalCities: _derived, ...fields } = request;
  const zoneId = await deps.ids.next('zone');
  return zoneNameClaims.withClaim(deps.knex, fields.name, zoneId, () =>
    handleCommand({
      store: deps.store,
      streamName: zoneStreamName(zoneId),
      decider: zoneDecider,
      command: { type: 'CreateZone', zoneId, fields },
      metadata: metadataOf(actor),
    }),
  );
}
