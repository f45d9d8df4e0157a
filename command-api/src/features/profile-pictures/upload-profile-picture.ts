import { createHash } from 'node:crypto';
import {
  canEditProfiles,
  notAllowed,
  PROFILE_PICTURE_FILE_KIND,
  PROFILE_PICTURE_URL_PREFIX,
  type ProfilePictureUploaded,
} from '@seerat/contracts';
import { removeUnusedFiles, storeFile } from '@seerat/platform';
import { masoolProfilesTable, READ_SCHEMA, teamProfilesTable } from '@seerat/projector/tables';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { CONTENT_TYPES, reencodePicture } from './picture-image';

/** How long an upload may wait for the profile that names it before it is removed. */
const UNUSED_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Uploading a profile picture: for those who edit masool or team profiles somewhere. The picture
 * is re-encoded (`reencodePicture`) and kept under the SHA-256 of the result; the answer is its
 * address, which a profile then names. Pictures no profile names a day after their upload are
 * removed here, at the next upload (the form uploads before it saves, and may never save).
 */
export async function uploadProfilePicture(
  deps: Pick<CommandDeps, 'knex'>,
  actor: Actor,
  file: Uint8Array,
): Promise<ProfilePictureUploaded> {
  const uploaded = await storeProfilePicture(deps, actor, file);
  await removeUnusedPictures(deps, new Date(actor.now.getTime() - UNUSED_GRACE_MS));
  return uploaded;
}

/**
 * Checks, re-encodes and keeps a picture, without the clean-up: for writers such as the demo
 * generator, which runs before any read model exists and names every picture it stores.
 */
export async function storeProfilePicture(
  deps: Pick<CommandDeps, 'knex'>,
  actor: Actor,
  file: Uint8Array,
): Promise<ProfilePictureUploaded> {
  if (!canEditProfiles(actor.principal)) throw notAllowed();
  const picture = await reencodePicture(file);
  const name = `${createHash('sha256').update(picture.bytes).digest('hex')}.${picture.format}`;
  await storeFile(deps.knex, {
    name,
    kind: PROFILE_PICTURE_FILE_KIND,
    contentType: CONTENT_TYPES[picture.format],
    bytes: picture.bytes,
    uploadedBy: actor.userId,
    uploadedAt: actor.now,
  });
  return { filePath: `${PROFILE_PICTURE_URL_PREFIX}${name}` };
}

/** Removes pictures uploaded before `before` that no masool or team profile names. */
export function removeUnusedPictures(deps: Pick<CommandDeps, 'knex'>, before: Date): Promise<number> {
  const { knex } = deps;
  const named = (table: { name: string; column: { profilePicture: string } }) =>
    knex
      .withSchema(READ_SCHEMA)
      .from(table.name)
      .select(knex.raw('1'))
      .where(table.column.profilePicture, knex.raw('? || f.name', [PROFILE_PICTURE_URL_PREFIX]));
  const inUse = knex.raw('exists (?) or exists (?)', [named(masoolProfilesTable), named(teamProfilesTable)]);
  return removeUnusedFiles(knex, { kind: PROFILE_PICTURE_FILE_KIND, before, inUse });
}
