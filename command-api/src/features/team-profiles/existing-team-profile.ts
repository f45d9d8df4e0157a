import { type TeamProfileFields, teamProfileStreamName } from '@seerat/contracts';
import { existingTeamProfile, teamProfileDecider } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { authorizedTeamCity } from './team-profile-city';

/**
 * A recorded team profile the user may change or delete: 404 when there is none (or it was
 * deleted), 403 unless they hold the action on its city.
 */
export async function authorizedTeamProfile(
  deps: CommandDeps,
  actor: Actor,
  profileId: number,
  action: 'team_write' | 'team_delete',
): Promise<TeamProfileFields> {
  const { state } = await foldStream(deps.store, teamProfileStreamName(profileId), teamProfileDecider);
  const { fields } = existingTeamProfile(state);
  await authorizedTeamCity(deps.facts, actor, fields.cityId, action);
  return fields;
}
