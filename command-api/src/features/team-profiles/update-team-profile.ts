import {
  presentFields,
  TEAM_PROFILE_FIELDS,
  type TeamProfileFields,
  teamProfileStreamName,
  type UpdateTeamProfileRequest,
} from '@seerat/contracts';
import { type TeamProfileState, teamProfileDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { referencedCity } from '../../facts/referenced-places';
import { authorizedTeamProfile } from './existing-team-profile';
import { checkTeamMasool } from './team-profile-city';

/** Editing a team profile needs team-write on its city, and on the new city when it moves. */
export async function updateTeamProfile(
  deps: CommandDeps,
  actor: Actor,
  input: { profileId: number; request: UpdateTeamProfileRequest; expectedRevision?: bigint },
): Promise<CommandResult<TeamProfileState>> {
  const streamName = teamProfileStreamName(input.profileId);
  const current = await authorizedTeamProfile(deps, actor, input.profileId, 'team_write');
  const patch = presentFields<TeamProfileFields>(input.request, TEAM_PROFILE_FIELDS);
  if (patch.cityId !== undefined && patch.cityId !== current.cityId) {
    await referencedCity(deps.facts, actor, { field: 'cityId', id: patch.cityId, action: 'team_write' });
  }
  // A masool kept as it was is not checked again: only a new reference is the caller's choice.
  if (patch.masoolId != null && patch.masoolId !== current.masoolId) {
    await checkTeamMasool(deps.facts, actor, patch.masoolId);
  }
  return handleCommand({
    store: deps.store,
    streamName,
    decider: teamProfileDecider,
    command: { type: 'UpdateTeamProfile', patch },
    metadata: metadataOf(actor, input.request.changeReason),
    expectedRevision: input.expectedRevision,
  });
}
