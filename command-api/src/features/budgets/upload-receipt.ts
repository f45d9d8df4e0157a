import { createHash } from 'node:crypto';
import {
  isPdf,
  notAllowed,
  type Principal,
  RECEIPT_FILE_FIELD,
  RECEIPT_FILE_KIND,
  RECEIPT_MAX_BYTES,
  RECEIPT_NOT_ACCEPTED,
  RECEIPT_TOO_LARGE,
  RECEIPT_URL_PREFIX,
  type ReceiptUploaded,
  ruleBrokenAt,
} from '@seerat/contracts';
import { HttpError, storeFile } from '@seerat/platform';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { CONTENT_TYPES, pictureFormatOf, reencodePicture } from '../profile-pictures/picture-image';

/**
 * Uploading a receipt: for those who draft budgets somewhere (events write). Images are
 * recognised by their first bytes and re-encoded, as profile pictures are; a PDF (`%PDF-`) is kept
 * as sent and only ever served as a download. Anything else is refused naming the field. The
 * answer is the receipt's address, which a line then names in `receiptUrl`.
 */
export async function uploadReceipt(
  deps: Pick<CommandDeps, 'knex'>,
  actor: Actor,
  bytes: Uint8Array,
): Promise<ReceiptUploaded> {
  if (!draftsSomewhere(actor.principal)) throw notAllowed();
  if (bytes.length > RECEIPT_MAX_BYTES) throw new HttpError(413, RECEIPT_TOO_LARGE);
  const stored = await storable(bytes);
  const name = `${createHash('sha256').update(stored.bytes).digest('hex')}.${stored.format}`;
  await storeFile(deps.knex, {
    name,
    kind: RECEIPT_FILE_KIND,
    contentType: stored.contentType,
    bytes: stored.bytes,
    uploadedBy: actor.userId,
    uploadedAt: actor.now,
  });
  return { filePath: `${RECEIPT_URL_PREFIX}${name}` };
}

async function storable(bytes: Uint8Array): Promise<{ bytes: Buffer; format: string; contentType: string }> {
  if (isPdf(bytes)) return { bytes: Buffer.from(bytes), format: 'pdf', contentType: 'application/pdf' };
  if (!pictureFormatOf(bytes)) throw ruleBrokenAt(RECEIPT_FILE_FIELD, RECEIPT_NOT_ACCEPTED);
  const picture = await reencodePicture(bytes);
  return { bytes: picture.bytes, format: picture.format, contentType: CONTENT_TYPES[picture.format] };
}

/** Anyone whose roles or permissions let them write events in some city. */
function draftsSomewhere(principal: Principal): boolean {
  const writers = ['admin', 'markazi_masool', 'zone_masool', 'city_masool'];
  return (
    principal.roles.some((role) => writers.includes(role)) || principal.permissions.includes('events_write')
  );
}
