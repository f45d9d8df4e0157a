import {
  authorize,
  BOOK_NOT_FOUND,
  masoolProfileStreamName,
  notFound,
  type PermissionLevel,
  type Resource,
} from '@seerat/contracts';
import { masoolProfileDecider } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { foldStream } from '../../commands/folded-streams';
import { profilePlace } from '../masool-profiles/masool-profile-place';
import { profileIdOfUser } from '../masool-profiles/masool-profile-users';

/**
 * A user's reading is theirs to keep (the profile page's Reading Progress tab): the user always
 * may. Others need masool-`level` where the user's masool profile serves (administrators, the
 * zone masool of its zone, custom roles with masool_*); for a user without a profile only
 * organisation-wide roles qualify (administrators; markazi roles to read).
 */
export async function authorizeReadingOf(
  deps: CommandDeps,
  actor: Actor,
  userId: number,
  level: Exclude<PermissionLevel, 'delete'>,
): Promise<void> {
  if (actor.userId === userId) return;
  let resource: Resource = { kind: 'organisation' };
  const profileId = await profileIdOfUser(deps.knex, userId);
  if (profileId !== null) {
    const { state } = await foldStream(deps.store, masoolProfileStreamName(profileId), masoolProfileDecider);
    if (state.fields && !state.deleted) resource = (await profilePlace(deps.facts, state.fields)).resource;
  }
  authorize(actor.principal, `masool_${level}`, resource);
}

/** The book must be one of the recommended books (404). */
export async function assertRecommendedBook(deps: CommandDeps, bookId: number): Promise<void> {
  const missing = await deps.facts.missingCatalogueEntries({ seeratModels: [], libraryBooks: [bookId] });
  if (missing.libraryBooks.length > 0) throw notFound(BOOK_NOT_FOUND);
}
