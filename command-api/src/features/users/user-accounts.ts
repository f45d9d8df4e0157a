import {
  type AdminUser,
  type CreateUserRequest,
  type EventMetadata,
  userStreamName,
} from '@seerat/contracts';
import { type Assignment, evolveRecorded, type UserState, userDecider } from '@seerat/domain';
import type { EventStore, Position } from '@seerat/eventstore';
import type { CommandDeps } from '../../commands/command-deps';
import { handleCommand } from '../../commands/handle-command';
import { hashPassword } from './password-hashing';
import { findClaimedUserId, withUsernameClaim } from './username-claims';

export type UserAccountsDeps = Pick<CommandDeps, 'store' | 'knex' | 'ids'>;

/** A new account; `mustChangePassword` for one whose password the portal generated. */
export type NewAccount = CreateUserRequest & { mustChangePassword?: boolean };

export interface StoredUser {
  state: UserState;
  /** Position of the user's newest event: a session that reads after it sees this user. */
  position: Position;
  createdAt: string;
}

/**
 * Creates an account under a username claim (see `withUsernameClaim`). The roles and assignment
 * are checked against the read models by the caller first (`checkAssignment`).
 */
export async function createUserAccount(
  deps: UserAccountsDeps,
  request: NewAccount,
  metadata: EventMetadata,
): Promise<{ user: AdminUser; position: Position }> {
  const { password, ...account } = request;
  return writeUserAccount(deps, { ...account, passwordHash: await hashPassword(password) }, metadata);
}

/** `createUserAccount` with the password already hashed: a bulk upload hashes and writes apart. */
export async function writeUserAccount(
  deps: UserAccountsDeps,
  request: Omit<NewAccount, 'password'> & { passwordHash: string },
  metadata: EventMetadata,
): Promise<{ user: AdminUser; position: Position }> {
  const { passwordHash } = request;
  const userId = await deps.ids.next('user');
  const assignment: Assignment = {
    roles: request.roles,
    assignedZoneId: request.assignedZoneId,
    assignedCityId: request.assignedCityId,
  };
  const result = await withUsernameClaim(deps.knex, request.username, userId, () =>
    handleCommand({
      store: deps.store,
      streamName: userStreamName(userId),
      decider: userDecider,
      command: {
        type: 'CreateUser',
        userId,
        username: request.username,
        passwordHash,
        assignment,
        mustChangePassword: request.mustChangePassword === true,
      },
      metadata,
    }),
  );
  return { user: toAdminUser(result.state, metadata.occurredAt), position: result.position! };
}

/** The account a username belongs to, from its claim and its own stream (never a stale read model). */
export async function findUserByUsername(
  deps: Pick<UserAccountsDeps, 'store' | 'knex'>,
  username: string,
): Promise<StoredUser | null> {
  const userId = await findClaimedUserId(deps.knex, username);
  return userId === null ? null : loadUser(deps.store, userId);
}

export async function loadUser(store: EventStore, userId: number): Promise<StoredUser | null> {
  const events = await store.readStream(userStreamName(userId));
  const last = events.at(-1);
  if (!last) return null;
  const state = events.reduce(evolveRecorded(userDecider), userDecider.initialState());
  return { state, position: last.position, createdAt: events[0]!.metadata.occurredAt };
}

export function toAdminUser(state: UserState, createdAt: string): AdminUser {
  return {
    id: state.userId!,
    username: state.username!,
    roles: state.roles,
    assignedZoneId: state.assignedZoneId,
    assignedCityId: state.assignedCityId,
    createdAt,
    isActive: state.isActive,
    organisationWide: state.organisationWide,
  };
}
