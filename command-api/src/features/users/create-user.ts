import { type AdminUser, authorize, type CreateUserRequest } from '@seerat/contracts';
import type { Position } from '@seerat/eventstore';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { checkAssignment } from './assignment-checks';
import { loadAssignmentFacts } from './assignment-facts';
import { checkNewPassword } from './password-rules';
import { createUserAccount } from './user-accounts';

/**
 * Managing accounts is for administrators only; roles and assignments follow `checkAssignment`.
 * (`POST /api/register` is the same call: an administrator registers every user.)
 */
export async function createUser(
  deps: CommandDeps,
  actor: Actor,
  request: CreateUserRequest,
): Promise<{ user: AdminUser; position: Position }> {
  authorize(actor.principal, 'manage_users');
  await checkNewPassword(request.password, 'password');
  const facts = await loadAssignmentFacts(deps.facts, {
    zoneId: request.assignedZoneId,
    cityId: request.assignedCityId,
  });
  const assignment = checkAssignment(facts, request, { granter: actor.principal });
  return createUserAccount(deps, { ...request, ...assignment }, metadataOf(actor));
}
