import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import {
  RECEIPT_FILE_FIELD,
  RECEIPT_MAX_BYTES,
  RECEIPT_MISSING,
  RECEIPT_TOO_LARGE,
  RECEIPT_UPLOAD_PATH,
  UPLOADS_BUSY,
} from '@seerat/contracts';
import { badRequest, runBounded } from '@seerat/platform';
import { readMultipartForm } from '../../http/multipart-form';
import { actorOf } from '../../http/request-actor';
import type { UploadDeps } from '../profile-pictures/profile-picture-routes';
import { uploadReceipt } from './upload-receipt';

/** The route that takes a multipart body: give it to the command API's `multipartPaths`. */
export const RECEIPT_PATH = new RegExp(`^${RECEIPT_UPLOAD_PATH}$`);

/** `POST /api/upload/receipt`, multipart with `receipt`: answers `{ filePath }`. */
/** Takes its turn in the queue pictures take (`UploadDeps`): a receipt may be a picture. */
export function receiptRouter(deps: UploadDeps): Router {
  const router = new Router();
  router.post(RECEIPT_UPLOAD_PATH, signedIn, async (ctx) => {
    ctx.body = await runBounded(deps.decoding, UPLOADS_BUSY, async () => {
      const form = await readMultipartForm(ctx, {
        fileField: RECEIPT_FILE_FIELD,
        maxFileBytes: RECEIPT_MAX_BYTES,
        tooLarge: RECEIPT_TOO_LARGE,
        notMultipart: RECEIPT_MISSING,
      });
      const file = form.get(RECEIPT_FILE_FIELD);
      if (!(file instanceof File))
        throw badRequest(RECEIPT_MISSING, { [RECEIPT_FILE_FIELD]: RECEIPT_MISSING });
      return uploadReceipt(deps, actorOf(ctx), new Uint8Array(await file.arrayBuffer()));
    });
    ctx.status = 201;
  });
  return router;
}
