import { type CustomRole, notFound } from '@seerat/contracts';
import type { CustomRoleState } from '@seerat/domain';
import { createdAt, type FoldedStream } from '../audit/folded-stream';

/**
 * A custom role as the Admin Panel's list (`GET /api/admin/custom-roles`) answers it, as it stood
 * at the end of the folded events. A role deleted by then is absent then, as it is from the list:
 * a 404 that says so.
 */
export async function customRoleAsOf(
  _knex: unknown,
  folded: FoldedStream<CustomRoleState>,
): Promise<CustomRole> {
  const { deleted, name, description, permissions, isActive } = folded.state;
  if (deleted) throw notFound('Custom role was deleted by then');
  const last = folded.events.at(-1)!;
  return {
    id: folded.id,
    name,
    description,
    permissions,
    isActive,
    createdBy: folded.events[0]!.metadata.username,
    createdAt: createdAt(folded),
    updatedAt: last.metadata.occurredAt,
    version: Number(last.revision),
  };
}
