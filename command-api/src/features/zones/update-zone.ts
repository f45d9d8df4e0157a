import {
  authorize,
  notFound,
  presentFields,
  type UpdateZoneRequest,
  ZONE_ACCESS_DENIED,
  ZONE_FIELDS,
  zoneStreamName,
} from '@seerat/contracts';
import { type ZoneState, zoneDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { zoneNameClaims } from './zone-names';

/** Updating a zone is for whoever may write it: administrator, its zone masool, a markazi masool. */
export async function updateZone(
  deps: CommandDeps,
  actor: Actor,
  input: { zoneId: number; request: UpdateZoneRequest; expectedRevision?: bigint },
): Promise<CommandResult<ZoneState>> {
  const { zoneId, request } = input;
  // Like cities (not `existing-<entity>.ts`): authorise by the place read model before folding,
  // so a zone the user may not see answers as one that does not exist (the existence oracle).
  const zone = await deps.facts.zone(zoneId);
  if (!zone) throw notFound('Zone not found');
  authorize(actor.principal, 'zones_write', zone, ZONE_ACCESS_DENIED);
  const write = () =>
    handleCommand({
      store: deps.store,
      streamName: zoneStreamName(zoneId),
      decider: zoneDecider,
      command: { type: 'UpdateZone', patch: presentFields(request, ZONE_FIELDS) },
      metadata: metadataOf(actor, request.changeReason),
      expectedRevision: input.expectedRevision,
    });
  // A new name must be free, ignoring case; the claim moves with the rename.
  if (request.name === undefined) return write();
  return zoneNameClaims.withRenamedClaim(deps.knex, request.name, zoneId, write);
}
