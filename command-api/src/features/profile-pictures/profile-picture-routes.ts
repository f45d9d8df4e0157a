import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import {
  canEditProfiles,
  notAllowed,
  PROFILE_PICTURE_FILE_FIELD,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MISSING,
  PROFILE_PICTURE_TOO_LARGE,
  PROFILE_PICTURE_UPLOAD_PATH,
  UPLOADS_BUSY,
} from '@seerat/contracts';
import { type BoundedWorkQueue, badRequest, runBounded } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import { readMultipartForm } from '../../http/multipart-form';
import { actorOf } from '../../http/request-actor';
import { uploadProfilePicture } from './upload-profile-picture';

/** The route that takes a multipart body: give it to the command API's `multipartPaths`. */
export const PROFILE_PICTURE_PATH = new RegExp(`^${PROFILE_PICTURE_UPLOAD_PATH}$`);

/** What the upload routes of pictures and receipts need: where files are kept, and their turn. */
export interface UploadDeps extends Pick<CommandDeps, 'knex'> {
  /**
   * Uploads (reading the body, decoding and encoding the picture) run a few at a time; past the
   * queue's places the answer is 429 with Retry-After (`UPLOADS_BUSY`). One queue for pictures
   * and receipts: they are the same work.
   */
  decoding: BoundedWorkQueue;
}

/** `POST /api/upload/profile-picture`, multipart with `profilePicture`: answers `{ filePath }`. */
export function profilePictureRouter(deps: UploadDeps): Router {
  const router = new Router();

  router.post(PROFILE_PICTURE_UPLOAD_PATH, signedIn, async (ctx) => {
    const actor = actorOf(ctx);
    // Refused before a body of up to 5 MB is read; the use case checks again.
    if (!canEditProfiles(actor.principal)) throw notAllowed();
    ctx.body = await runBounded(deps.decoding, UPLOADS_BUSY, async () => {
      const form = await readMultipartForm(ctx, {
        fileField: PROFILE_PICTURE_FILE_FIELD,
        maxFileBytes: PROFILE_PICTURE_MAX_BYTES,
        tooLarge: PROFILE_PICTURE_TOO_LARGE,
        notMultipart: PROFILE_PICTURE_MISSING,
      });
      const file = form.get(PROFILE_PICTURE_FILE_FIELD);
      if (!(file instanceof File)) {
        throw badRequest(PROFILE_PICTURE_MISSING, { [PROFILE_PICTURE_FILE_FIELD]: PROFILE_PICTURE_MISSING });
      }
      return uploadProfilePicture(deps, actor, new Uint8Array(await file.arrayBuffer()));
    });
    ctx.status = 201;
  });

  return router;
}
