import { teamProfileStreamName } from '@seerat/contracts';
import { type TeamProfileState, teamProfileDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { authorizedTeamProfile } from './existing-team-profile';

/** Deleting a team profile needs team-delete on its city. Its history stays. */
export async function deleteTeamProfile(
  deps: CommandDeps,
  actor: Actor,
  input: { profileId: number; expectedRevision?: bigint },
): Promise<CommandResult<TeamProfileState>> {
  const streamName = teamProfileStreamName(input.profileId);
  await authorizedTeamProfile(deps, actor, input.profileId, 'team_delete');
  return handleCommand({
    store: deps.store,
    streamName,
    decider: teamProfileDecider,
    command: { type: 'DeleteTeamProfile' },
    metadata: metadataOf(actor),
    expectedRevision: input.expectedRevision,
  });
}
