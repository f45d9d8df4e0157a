import {
  can,
  MASOOL_PROFILE_FIELDS,
  type MasoolProfileFields,
  notAllowed,
  PRACTICE_NOTE_FIELDS,
  presentFields,
  type UpdateMasoolProfileRequest,
} from '@seerat/contracts';
import { type MasoolProfileState, masoolProfileDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { foundMasoolProfile } from './existing-masool-profile';
import { createRequestedCity } from './masool-profile-city';
import { namedProfilePlace, profilePlace } from './masool-profile-place';

const PLACE_FIELDS = ['profileType', 'zoneId', 'cityId'] as const;

/**
 * Editing a masool profile (by its id or its user's id) needs masool-write where it serves, and
 * where it moves to. Without it, the profile's own user may still edit the notes of the practice
 * tabs (`PRACTICE_NOTE_FIELDS`); any other field they send must be unchanged, else 403.
 */
export async function updateMasoolProfile(
  deps: CommandDeps,
  actor: Actor,
  input: { idOrUserId: number; request: UpdateMasoolProfileRequest; expectedRevision?: bigint },
): Promise<CommandResult<MasoolProfileState>> {
  const { streamName, profile: current } = await foundMasoolProfile(deps, input.idOrUserId);
  const { newCityName, ...request } = input.request;
  let patch = presentFields<MasoolProfileFields>(request, MASOOL_PROFILE_FIELDS);
  const here = await profilePlace(deps.facts, current.fields);
  if (!can(actor.principal, 'masool_write', here.resource)) {
    patch = ownPracticeNotes(actor, current, patch);
  } else {
    const created =
      input.request.autoCreateCity && newCityName !== null && !patch.cityId
        ? await createRequestedCity(deps, actor, {
            newCityName,
            zoneId: patch.zoneId ?? current.fields.zoneId,
            name: patch.name ?? current.fields.name,
            contact: patch.contact ?? current.fields.contact,
          })
        : undefined;
    if (created) patch = { ...patch, profileType: 'city', cityId: created.cityId };
    if (PLACE_FIELDS.some((field) => patch[field] !== undefined)) {
      const after = { ...current.fields, ...patch };
      const place = await namedProfilePlace(deps.facts, actor, after, created);
      patch = { ...patch, zoneId: place.zoneId };
    }
  }
  return handleCommand({
    store: deps.store,
    streamName,
    decider: masoolProfileDecider,
    command: { type: 'UpdateMasoolProfile', patch },
    metadata: metadataOf(actor, input.request.changeReason),
    expectedRevision: input.expectedRevision,
  });
}

/**
 * What a user may change on their own profile without masool-write: the practice notes. The
 * page sends the whole form, so other fields pass when they are unchanged.
 */
function ownPracticeNotes(
  actor: Actor,
  current: { userId: number | null; fields: MasoolProfileFields },
  patch: Partial<MasoolProfileFields>,
): Partial<MasoolProfileFields> {
  if (current.userId === null || current.userId !== actor.userId) throw notAllowed();
  const notes: Partial<MasoolProfileFields> = {};
  for (const [key, value] of Object.entries(patch) as [keyof MasoolProfileFields, unknown][]) {
    if (PRACTICE_NOTE_FIELDS.includes(key)) Object.assign(notes, { [key]: value });
    else if (JSON.stringify(value) !== JSON.stringify(current.fields[key])) throw notAllowed();
  }
  return notes;
}
