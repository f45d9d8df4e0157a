import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import { authorize, type BulkUploadStarted } from '@seerat/contracts';
import type { Context } from 'koa';
import type { CommandDeps } from '../../commands/command-deps';
import { rememberWrittenPosition } from '../../http/command-answer';
import { actorOf } from '../../http/request-actor';
import { startUserUpload } from './start-user-upload';
import { readUploadedCsv } from './uploaded-csv';
import { createUserUploads, type UserUploadsDeps } from './user-uploads';

/** The one route that takes a multipart body: give it to the command API's `multipartPaths`. */
export const BULK_UPLOAD_PATH = /^\/api\/admin\/users\/bulk-upload$/;

/**
 * `POST /api/admin/users/bulk-upload`, multipart with `csvFile`, administrators only. A file that
 * cannot be read as users (not CSV, not UTF-8, malformed, wrong header) is a 400 and creates
 * nothing; otherwise every row is checked on its own and the good ones are created.
 *
 * By default the call answers when the upload is done: `{ message, created, errors,
 * errorDetails }`. A 5,000-row file takes about a minute (a password hash per row), longer than a
 * proxy may hold a request, so a client that sends `Prefer: respond-async` gets 202 at once with
 * `{ message, uploadId, total }` and `Location: /api/admin/users/bulk-uploads/<uploadId>`, which it
 * polls for progress and, once completed, the same result.
 */
export function bulkUploadRouter(deps: CommandDeps & UserUploadsDeps): Router {
  const router = new Router({ prefix: '/api/admin/users' });
  const uploads = createUserUploads(deps);

  router.post('/bulk-upload', signedIn, async (ctx) => {
    const actor = actorOf(ctx);
    // Refused before a body of up to 5 MB is read; the use case checks again.
    authorize(actor.principal, 'manage_users');
    const file = await readUploadedCsv(ctx);
    const upload = await startUserUpload({ ...deps, uploads }, actor, file);
    if (prefersAsync(ctx)) {
      rememberWrittenPosition(ctx, upload.position);
      ctx.status = 202;
      ctx.set('Location', `/api/admin/users/bulk-uploads/${upload.uploadId}`);
      ctx.set('Preference-Applied', 'respond-async');
      ctx.body = {
        message: 'Bulk upload started',
        uploadId: upload.uploadId,
        total: upload.total,
      } satisfies BulkUploadStarted;
      return;
    }
    const { result, position } = await upload.finished;
    rememberWrittenPosition(ctx, position);
    ctx.body = result;
  });

  return router;
}

/** RFC 7240: `Prefer: respond-async` (among other preferences, in any case). */
function prefersAsync(ctx: Context): boolean {
  return ctx
    .get('prefer')
    .split(',')
    .some((preference) => preference.trim().toLowerCase() === 'respond-async');
}
