import {
  CUSTOM_ROLE_NAME_RETIRED,
  CUSTOM_ROLE_NAME_TAKEN,
  conflicting,
  customRoleStreamName,
  DomainError,
} from '@seerat/contracts';
import { customRoleDecider } from '@seerat/domain';
import type { EventStore } from '@seerat/eventstore';
import type { Knex } from '@seerat/platform';
import { foldStream } from '../../commands/folded-streams';
import { nameClaims } from '../../uniqueness/name-claims';

/**
 * Custom role names are unique ignoring case, held by claim rows (see `nameClaims`). A claim is
 * never released: a deleted role's name stays retired, so a new role of that name cannot hand its
 * permissions to the users still holding the old one.
 */
export const customRoleNameClaims = nameClaims({
  table: 'writes.custom_role_name_claims',
  ownerColumn: 'role_id',
  takenMessage: CUSTOM_ROLE_NAME_TAKEN,
});

export function migrateCustomRoleNameClaims(knex: Knex): Promise<void> {
  return customRoleNameClaims.migrate(knex);
}

/** Runs `write` under the claim of `name`; a name of a deleted role gets its own message. */
export async function withCustomRoleName<T>(
  deps: { knex: Knex; store: EventStore },
  name: string,
  roleId: number,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await customRoleNameClaims.withClaim(deps.knex, name, roleId, write);
  } catch (error) {
    if (!(error instanceof DomainError) || error.kind !== 'conflict') throw error;
    const owner = await customRoleNameClaims.findOwner(deps.knex, name);
    if (owner !== null && (await isDeleted(deps.store, owner))) {
      throw conflicting(CUSTOM_ROLE_NAME_RETIRED);
    }
    throw error;
  }
}

async function isDeleted(store: EventStore, roleId: number): Promise<boolean> {
  const { state } = await foldStream(store, customRoleStreamName(roleId), customRoleDecider);
  return state.deleted;
}
