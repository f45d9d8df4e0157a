import {
  READING_PROGRESS_FIELDS,
  readingBookAddedSchema,
  readingBookRemovedSchema,
  readingProgressFieldsSchema,
  readingProgressUpdatedSchema,
} from '@seerat/contracts';
import type { Knex } from 'knex';
import { type ReadModel, readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { fieldColumns } from '../../read-schema/read-tables';
import { changedProfileColumns } from '../masool-profiles/profile-columns';
import { readingProgressTable } from './reading-progress-table';

/** A ticked book's row before anything is set. */
const NEW_RECORD = fieldColumns(readingProgressFieldsSchema.parse({}), READING_PROGRESS_FIELDS);

/** Users' reading of the recommended books, as the profile page's Reading Progress tab reads it. */
export const readingProgressReadModel: ReadModel = {
  name: READ_MODEL.readingProgress,
  migrations: [
    {
      name: '0052_reading_progress_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable('reading_progress', (table) => {
          table.integer('user_id').notNullable();
          table.integer('book_id').notNullable();
          table.text('status').notNullable();
          table.date('start_date');
          table.date('completion_date');
          table.integer('progress_percentage').notNullable();
          table.integer('current_page');
          table.integer('total_pages');
          table.text('notes');
          table.integer('rating');
          table.timestamp('updated_at', { useTz: true }).notNullable();
          table.primary(['user_id', 'book_id']);
        });
      },
    },
  ],
  handlers: {
    async ReadingBookAdded(trx, event) {
      const { userId, bookId } = readingBookAddedSchema.parse(event.data);
      await trx(readingProgressTable.name).insert({
        user_id: userId,
        book_id: bookId,
        ...NEW_RECORD,
        updated_at: event.metadata.occurredAt,
      });
    },
    async ReadingProgressUpdated(trx, event) {
      const { userId, bookId, changes } = readingProgressUpdatedSchema.parse(event.data);
      const columns = changedProfileColumns(changes, READING_PROGRESS_FIELDS, event.type);
      const updated = await trx(readingProgressTable.name)
        .where({ user_id: userId, book_id: bookId })
        .update({ ...columns, updated_at: event.metadata.occurredAt });
      if (updated !== 1)
        throw new Error(`Reading of book ${bookId} by user ${userId} is not in the read model`);
    },
    async ReadingBookRemoved(trx, event) {
      const { userId, bookId } = readingBookRemovedSchema.parse(event.data);
      const deleted = await trx(readingProgressTable.name)
        .where({ user_id: userId, book_id: bookId })
        .delete();
      if (deleted !== 1)
        throw new Error(`Reading of book ${bookId} by user ${userId} is not in the read model`);
    },
  },
};
