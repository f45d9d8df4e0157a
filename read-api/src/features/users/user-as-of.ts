import type { AdminUser } from '@seerat/contracts';
import type { UserState } from '@seerat/domain';
import { createdAt, type FoldedStream } from '../audit/folded-stream';

/**
 * A user as the Admin Panel's list (`GET /api/admin/users`) answers them, as they stood at the end
 * of the folded events: never the password's hash, which the state holds and no read answers.
 */
export async function userAsOf(_knex: unknown, folded: FoldedStream<UserState>): Promise<AdminUser> {
  const { username, roles, assignedZoneId, assignedCityId, isActive, organisationWide } = folded.state;
  return {
    id: folded.id,
    username: username!,
    roles,
    assignedZoneId,
    assignedCityId,
    isActive,
    organisationWide,
    createdAt: createdAt(folded),
  };
}
