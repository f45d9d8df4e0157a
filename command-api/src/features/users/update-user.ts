import { authorize, notFound, type UpdateUserRequest, userStreamName } from '@seerat/contracts';
import { type UserState, userDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { checkAssignment } from './assignment-checks';
import { loadAssignmentFacts } from './assignment-facts';
import { loadUser, type StoredUser } from './user-accounts';

export const USER_NOT_FOUND = 'User not found';

/**
 * An administrator changes a user's roles, assignment and `organisationWide`; what the request
 * leaves out stays as it is.
 */
export async function updateUser(
  deps: CommandDeps,
  actor: Actor,
  input: { userId: number; request: UpdateUserRequest },
): Promise<CommandResult<UserState> & { stored: StoredUser }> {
  authorize(actor.principal, 'manage_users');
  const stored = await loadUser(deps.store, input.userId);
  if (!stored) throw notFound(USER_NOT_FOUND);
  const { roles, assignedZoneId, assignedCityId, organisationWide } = input.request;
  const requested = {
    roles: roles ?? stored.state.roles,
    assignedZoneId: assignedZoneId === undefined ? stored.state.assignedZoneId : assignedZoneId,
    assignedCityId: assignedCityId === undefined ? stored.state.assignedCityId : assignedCityId,
  };
  const facts = await loadAssignmentFacts(deps.facts, {
    zoneId: requested.assignedZoneId,
    cityId: requested.assignedCityId,
  });
  const assignment = checkAssignment(facts, requested, { held: stored.state, granter: actor.principal });
  const result = await handleCommand({
    store: deps.store,
    streamName: userStreamName(input.userId),
    decider: userDecider,
    command: { type: 'ChangeUserRoles', assignment, organisationWide },
    metadata: metadataOf(actor),
  });
  return { ...result, stored };
}
