import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import {
  RECEIPT_FILE_FIELD,
  RECEIPT_MAX_BYTES,
  RECEIPT_MISSING,
  RECEIPT_TOO_LARGE,
  RECEIPT_UPLOAD_PATH,
} from '@seerat/contracts';
import { badRequest } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import { readMultipartForm } from '../../http/multipart-form';
import { actorOf } from '../../http/request-actor';
import { uploadReceipt } from './upload-receipt';

/** The route that takes a multipart body: give it to the command API's `multipartPaths`. */
export const RECEIPT_PATH = new RegExp(`^${RECEIPT_UPLOAD_PATH}$`);

/** `POST /api/upload/receipt`, multipart with `receipt`: answers `{ filePath }`. */
export function receiptRouter(deps: Pick<CommandDeps, 'knex'>): Router {
  const router = new Router();
  router.post(RECEIPT_UPLOAD_PATH, signedIn, async (ctx) => {
    const form = await readMultipartForm(ctx, {
      fileField: RECEIPT_FILE_FIELD,
      maxFileBytes: RECEIPT_MAX_BYTES,
      tooLarge: RECEIPT_TOO_LARGE,
      notMultipart: RECEIPT_MISSING,
    });
    const file = form.get(RECEIPT_FILE_FIELD);
    if (!(file instanceof File)) throw badRequest(RECEIPT_MISSING, { [RECEIPT_FILE_FIELD]: RECEIPT_MISSING });
    ctx.status = 201;
    ctx.body = await uploadReceipt(deps, actorOf(ctx), new Uint8Array(await file.arrayBuffer()));
  });
  return router;
}
