import Router from '@koa/router';
import { authorize } from '@seerat/access';
import {
  type BulkUploadStatus,
  bulkUploadMessage,
  idParams,
  lineErrorText,
  notFound,
  type UploadLineError,
  USER_UPLOAD_TEMPLATE,
  USER_UPLOAD_TEMPLATE_FILE_NAME,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { READ_MODEL, READ_SCHEMA, userUploadsTable } from '@seerat/projector/tables';
import type { ReadRoutes } from '../../app';

/**
 * The bulk user upload's reads, administrators only: the CSV template (its columns are described
 * with `USER_UPLOAD_COLUMNS`) and an upload's progress and result, which the Bulk Upload dialog
 * polls after starting an upload with `Prefer: respond-async`.
 */
export function bulkUploadReadRouter(deps: { knex: Knex }): ReadRoutes {
  const router = new Router({ prefix: '/api/admin/users' });

  router.get('/csv-template', (ctx) => {
    authorize(ctx, 'manage_users');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(USER_UPLOAD_TEMPLATE_FILE_NAME);
    ctx.body = USER_UPLOAD_TEMPLATE;
  });

  router.get('/bulk-uploads/:id', validate({ params: idParams('id') }), async (ctx) => {
    authorize(ctx, 'manage_users');
    const row = await deps.knex
      .withSchema(READ_SCHEMA)
      .from(userUploadsTable.name)
      .where(userUploadsTable.column.id, ctx.state.input.params.id)
      .first();
    if (!row) throw notFound('Upload not found');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toStatus(row);
  });

  return { router, readModels: [READ_MODEL.userUploads, READ_MODEL.users] };
}

interface UploadRow {
  id: number;
  file_name: string;
  total: number;
  created: number;
  errors: UploadLineError[];
  started_by: string;
  started_at: Date;
  finished_at: Date | null;
}

function toStatus(row: UploadRow): BulkUploadStatus {
  const errors = row.errors.length;
  return {
    id: row.id,
    fileName: row.file_name,
    status: row.finished_at ? 'completed' : 'running',
    total: row.total,
    processed: Math.min(row.total, row.created + errors),
    created: row.created,
    errors,
    startedBy: row.started_by,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    result: row.finished_at
      ? {
          message: bulkUploadMessage(row.created, errors),
          created: row.created,
          errors,
          errorDetails: row.errors.map(lineErrorText),
        }
      : null,
  };
}
