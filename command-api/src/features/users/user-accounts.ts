import {
  type AdminUser,
  type CreateUserRequest,
  type EventMetadata,
  isSystemRole,
  type UserEvent,
  type UsernameEvent,
  usernameClaimedSchema,
  usernameStreamName,
  userStreamName,
} from '@seerat/contracts';
import { type EventStore, type Position, StreamConflictError } from '@seerat/eventstore';
import { DomainError } from '../../commands/decider';
import { handleCommand } from '../../commands/handle-command';
import type { IdAllocator } from '../../ids/id-allocator';
import { hashPassword } from './password-hashing';
import { type Assignment, evolveUser, initialUserState, type UserState, userDecider } from './user-decider';

export const USERNAME_TAKEN = 'Username already exists';

export interface UserAccountsDeps {
  store: EventStore;
  ids: IdAllocator;
}

export interface StoredUser {
  state: UserState;
  /** Position of the user's newest event: a session that reads after it sees this user. */
  position: Position;
  createdAt: string;
}

/**
 * Creates an account. The username is claimed first, in its own stream appended with
 * "no stream", so two concurrent requests for one name cannot both win, whichever API replica
 * they reach. A claim whose account was never written (a crash between the two appends) is
 * taken over by the next request for that name.
 */
export async function createUserAccount(
  deps: UserAccountsDeps,
  request: CreateUserRequest,
  metadata: EventMetadata,
): Promise<{ user: AdminUser; position: Position }> {
  assertKnownRoles(request.roles);
  const passwordHash = await hashPassword(request.password);
  const userId = await deps.ids.next('user');
  await claimUsername(deps.store, request.username, userId, metadata);
  const assignment: Assignment = {
    roles: request.roles,
    assignedZoneId: request.assignedZoneId,
    assignedCityId: request.assignedCityId,
  };
  const result = await handleCommand({
    store: deps.store,
    streamName: userStreamName(userId),
    decider: userDecider,
    command: { type: 'CreateUser', userId, username: request.username, passwordHash, assignment },
    metadata,
  });
  return { user: toAdminUser(result.state, metadata.occurredAt), position: result.position! };
}

/** The account a username belongs to, read from the event store (never a stale read model). */
export async function findUserByUsername(store: EventStore, username: string): Promise<StoredUser | null> {
  const claim = await currentClaim(store, username);
  return claim ? loadUser(store, claim.userId) : null;
}

export async function loadUser(store: EventStore, userId: number): Promise<StoredUser | null> {
  const events = await store.readStream(userStreamName(userId));
  const last = events.at(-1);
  if (!last) return null;
  const state = events.reduce(
    (folded, event) => evolveUser(folded, event as unknown as UserEvent),
    initialUserState(),
  );
  return { state, position: last.position, createdAt: events[0]!.metadata.occurredAt };
}

export function assertKnownRoles(roles: string[]): void {
  const unknown = roles.filter((role) => !isSystemRole(role));
  if (unknown.length > 0) throw new DomainError(`Unknown role: ${unknown.join(', ')}`);
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
  };
}

async function claimUsername(store: EventStore, username: string, userId: number, metadata: EventMetadata) {
  const streamName = usernameStreamName(username);
  const existing = await store.readStream(streamName, { direction: 'backwards', maxCount: 1 });
  const last = existing[0];
  if (last) {
    const claimedBy = usernameClaimedSchema.parse(last.data).userId;
    if (await loadUser(store, claimedBy)) throw new DomainError(USERNAME_TAKEN, 409);
  }
  const claim: UsernameEvent = { type: 'UsernameClaimed', data: { username, userId } };
  try {
    await store.append(
      streamName,
      [{ id: crypto.randomUUID(), ...claim, metadata }],
      last ? last.revision : 'no_stream',
    );
  } catch (error) {
    if (error instanceof StreamConflictError) throw new DomainError(USERNAME_TAKEN, 409);
    throw error;
  }
}

async function currentClaim(store: EventStore, username: string): Promise<{ userId: number } | null> {
  const [last] = await store.readStream(usernameStreamName(username), {
    direction: 'backwards',
    maxCount: 1,
  });
  return last ? usernameClaimedSchema.parse(last.data) : null;
}
