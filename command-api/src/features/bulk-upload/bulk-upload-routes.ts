import Router from '@koa/router';
import type { BulkUploadStarted } from '@seerat/contracts';
import { authorize, badRequest } from '@seerat/platform';
import type { Context } from 'koa';
import { commandMetadata } from '../../http/command-metadata';
import { rememberWrittenPosition } from '../../http/read-your-writes';
import { usernameClaims } from '../users/username-claims';
import { type CsvRecord, MalformedCsvError, parseCsv } from './csv-records';
import { loadUploadDirectory } from './upload-directory';
import { checkUploadRows } from './upload-row-checks';
import { readUploadRows } from './upload-rows';
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
export function bulkUploadRouter(deps: UserUploadsDeps): Router {
  const router = new Router({ prefix: '/api/admin/users' });
  const uploads = createUserUploads(deps);

  router.post('/bulk-upload', async (ctx) => {
    const admin = authorize(ctx, 'manage_users');
    const file = await readUploadedCsv(ctx);
    const rows = readUploadRows(csvRecords(file.text));
    const [directory, takenUsernames] = await Promise.all([
      loadUploadDirectory(deps.knex),
      usernameClaims.findClaimed(
        deps.knex,
        rows.map((row) => row.values.username),
      ),
    ]);
    const upload = await uploads.start({
      fileName: file.fileName,
      total: rows.length,
      rows: checkUploadRows(rows, { directory, takenUsernames, granter: admin }),
      metadata: commandMetadata(ctx, { userId: admin.id, username: admin.username }),
    });
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

function csvRecords(text: string): CsvRecord[] {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof MalformedCsvError) throw badRequest(error.message);
    throw error;
  }
}

/** RFC 7240: `Prefer: respond-async` (among other preferences, in any case). */
function prefersAsync(ctx: Context): boolean {
  return ctx
    .get('prefer')
    .split(',')
    .some((preference) => preference.trim().toLowerCase() === 'respond-async');
}
