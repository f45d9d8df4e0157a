import { z } from 'zod';

/**
 * Profile pictures: `POST /api/upload/profile-picture` takes one image in the multipart field
 * `profilePicture` and answers `{ filePath }`, the address a profile then names in its
 * `profilePicture` field. The server keeps only what it re-encoded itself, under the SHA-256 of
 * those bytes, so the address never changes meaning and may be cached for good.
 */
export const PROFILE_PICTURE_UPLOAD_PATH = '/api/upload/profile-picture';
export const PROFILE_PICTURE_FILE_FIELD = 'profilePicture';
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Where stored pictures are served: `<prefix><sha256>.<jpg|png|webp>`. */
export const PROFILE_PICTURE_URL_PREFIX = '/api/uploads/profile-pictures/';
/** The kind stored pictures are filed under (`writes.stored_files`). */
export const PROFILE_PICTURE_FILE_KIND = 'profile-picture';
export const PROFILE_PICTURE_FORMATS = ['jpg', 'png', 'webp'] as const;
export type ProfilePictureFormat = (typeof PROFILE_PICTURE_FORMATS)[number];

export const PROFILE_PICTURE_TOO_LARGE = 'The picture is larger than 5 MB';
export const PROFILE_PICTURE_NOT_AN_IMAGE = 'Only JPEG, PNG and WebP images are accepted';
export const PROFILE_PICTURE_MISSING = 'Please select an image file';
/** The 429 of an upload (picture or receipt) while the portal decodes as many as it may at once. */
export const UPLOADS_BUSY = 'Too many files are being processed at once. Please try again in a moment.';

/** A stored picture's name: the SHA-256 of its bytes and its format. */
export const PICTURE_FILE_NAME = /^[0-9a-f]{64}\.(jpg|png|webp)$/;
const PICTURE_PATH = /^\/api\/uploads\/profile-pictures\/([0-9a-f]{64})\.(jpg|png|webp)$/;

/** A profile's picture: an address the upload answered; empty becomes null. */
export const profilePicturePath = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || PICTURE_PATH.test(value), 'Must be a picture uploaded to the portal');

export interface ProfilePictureUploaded {
  filePath: string;
}
