import {
  type UploadLineError,
  uploadIdOfCausation,
  userUploadCompletedSchema,
  userUploadStartedSchema,
} from '@seerat/contracts';
import type { Knex } from 'knex';
import type { ReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { userUploadsTable } from './user-uploads-table';

/**
 * Bulk user uploads, for the dialog's progress and result: the rows refused up front, the
 * accounts created so far (each `UserCreated` the upload caused), and once completed the rows
 * that failed while being written, with every error in line order.
 */
export const userUploadsReadModel: ReadModel = {
  name: READ_MODEL.userUploads,
  migrations: [
    {
      name: '0010_user_uploads_create',
      async up(knex: Knex) {
        await knex.schema.withSchema(readSchemaOf(knex)).createTable(userUploadsTable.name, (table) => {
          table.integer('id').primary();
          table.text('file_name').notNullable();
          table.integer('total').notNullable();
          table.integer('created').notNullable();
          /** `{ line, reason }` of every refused or failed row, in line order. */
          table.jsonb('errors').notNullable();
          table.text('started_by').notNullable();
          table.timestamp('started_at', { useTz: true }).notNullable();
          table.timestamp('finished_at', { useTz: true });
        });
      },
    },
  ],
  handlers: {
    async UserUploadStarted(trx, event) {
      const data = userUploadStartedSchema.parse(event.data);
      await trx(userUploadsTable.name).insert({
        id: data.uploadId,
        file_name: data.fileName,
        total: data.total,
        created: 0,
        errors: JSON.stringify(inLineOrder(data.rejected)),
        started_by: event.metadata.username,
        started_at: event.metadata.occurredAt,
      });
    },
    async UserCreated(trx, event) {
      const uploadId = uploadIdOfCausation(event.metadata.causationId);
      if (uploadId === null) return;
      await trx(userUploadsTable.name).where('id', uploadId).increment('created', 1);
    },
    async UserUploadCompleted(trx, event) {
      const data = userUploadCompletedSchema.parse(event.data);
      const row: { errors: UploadLineError[] } | undefined = await trx(userUploadsTable.name)
        .where('id', data.uploadId)
        .select('errors')
        .first();
      if (!row) throw new Error(`Upload ${data.uploadId} completed without having started`);
      const errors = inLineOrder([...row.errors, ...data.failed]);
      await trx(userUploadsTable.name)
        .where('id', data.uploadId)
        .update({
          created: data.created,
          errors: JSON.stringify(errors),
          finished_at: event.metadata.occurredAt,
        });
    },
  },
};

function inLineOrder(errors: UploadLineError[]): UploadLineError[] {
  return [...errors].sort((a, b) => a.line - b.line);
}
