import { type CreateTeamProfileRequest, teamProfileStreamName } from '@seerat/contracts';
import { type TeamProfileState, teamProfileDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { referencedCity } from '../../facts/referenced-places';
import { checkTeamMasool } from './team-profile-city';

/** Adding a team profile needs team-write on its city. */
export async function createTeamProfile(
  deps: CommandDeps,
  actor: Actor,
  request: CreateTeamProfileRequest,
): Promise<CommandResult<TeamProfileState>> {
  await referencedCity(deps.facts, actor, { field: 'cityId', id: request.cityId, action: 'team_write' });
  if (request.masoolId !== null) await checkTeamMasool(deps.facts, actor, request.masoolId);
  const profileId = await deps.ids.next('team_profile');
  return handleCommand({
    store: deps.store,
    streamName: teamProfileStreamName(profileId),
    decider: teamProfileDecider,
    command: { type: 'CreateTeamProfile', profileId, fields: request },
    metadata: metadataOf(actor),
  });
}
