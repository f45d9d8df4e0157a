import {
  PROFILE_PICTURE_FILE_FIELD,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_NOT_AN_IMAGE,
  PROFILE_PICTURE_TOO_LARGE,
  type ProfilePictureFormat,
  ruleBrokenAt,
} from '@seerat/contracts';
import { HttpError } from '@seerat/platform';

/** The longest side a stored picture keeps: plenty for a profile photo on any screen. */
const MAX_SIDE = 1024;
/** Refuses decompression bombs: a small file that would decode to a huge image. */
const MAX_INPUT_PIXELS = 50_000_000;

export const CONTENT_TYPES: Record<ProfilePictureFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * What a file is, by its first bytes alone (never its name or declared type): JPEG, PNG or WebP,
 * or null for anything else (SVG, HTML, GIF, …).
 */
export function pictureFormatOf(bytes: Uint8Array): ProfilePictureFormat | null {
  const starts = (signature: number[], at = 0) =>
    signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * The picture as the portal keeps it: decoded in full (a truncated or corrupt file is refused),
 * turned upright by its EXIF orientation, scaled down to at most 1024 px a side, and encoded anew
 * in its own format. Encoding anew keeps no metadata at all (EXIF with its GPS location, XMP,
 * comments) and nothing of the original bytes, so no script or payload hidden in them survives.
 * sharp (libvips) does the work: maintained, and its prebuilt binaries come from npm. It is loaded
 * at the first picture, not with this package: libvips costs every process that loads it some
 * 20 MB, and only the command API ever decodes a picture.
 */
export async function reencodePicture(
  bytes: Uint8Array,
): Promise<{ bytes: Buffer; format: ProfilePictureFormat }> {
  if (bytes.length > PROFILE_PICTURE_MAX_BYTES) throw new HttpError(413, PROFILE_PICTURE_TOO_LARGE);
  const format = pictureFormatOf(bytes);
  if (!format) throw ruleBrokenAt(PROFILE_PICTURE_FILE_FIELD, PROFILE_PICTURE_NOT_AN_IMAGE);
  const { default: sharp } = await import('sharp');
  const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  try {
    switch (format) {
      case 'jpg':
        return { bytes: await image.jpeg({ quality: 85 }).toBuffer(), format };
      case 'png':
        return { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), format };
      case 'webp':
        return { bytes: await image.webp({ quality: 85 }).toBuffer(), format };
    }
  } catch {
    throw ruleBrokenAt(
      PROFILE_PICTURE_FILE_FIELD,
      `${PROFILE_PICTURE_NOT_AN_IMAGE}: this file is damaged or incomplete`,
    );
  }
}
