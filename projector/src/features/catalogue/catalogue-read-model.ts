import {
  recommendedBookActivationChangedSchema,
  recommendedBookAddedSchema,
  seeratModelAddedSchema,
} from '@seerat/contracts';
import type { Knex } from 'knex';
import type { ReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { recommendedBooksTable, seeratModelsTable } from './catalogue-tables';

/** The organisation's Seerat models and recommended books, as the forms and the lists offer them. */
export const catalogueReadModel: ReadModel = {
  name: READ_MODEL.catalogue,
  migrations: [
    {
      name: '0004_catalogue_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable('seerat_models', (table) => {
          table.integer('id').primary();
          table.text('model_name').notNullable();
          table.integer('priority').notNullable();
          table.timestamp('created_at', { useTz: true }).notNullable();
          table.index(['priority', 'model_name', 'id'], 'seerat_models_listing');
        });
        await knex.schema.withSchema(schema).createTable('recommended_books', (table) => {
          table.integer('id').primary();
          table.text('title').notNullable();
          table.text('author').notNullable();
          table.text('category').notNullable();
          table.integer('priority').notNullable();
          table.text('description');
          // A deactivated book leaves the lists that offer books; Data Entry lists it to activate it.
          table.boolean('is_active').notNullable();
          table.timestamp('created_at', { useTz: true }).notNullable();
        });
        await knex.raw(
          `CREATE INDEX recommended_books_listing ON ??.recommended_books (priority, title, id)
            WHERE is_active`,
          [schema],
        );
      },
    },
  ],
  handlers: {
    async SeeratModelAdded(trx, event) {
      const data = seeratModelAddedSchema.parse(event.data);
      await trx(seeratModelsTable.name).insert({
        id: data.modelId,
        model_name: data.modelName,
        priority: data.priority,
        created_at: event.metadata.occurredAt,
      });
    },
    async RecommendedBookAdded(trx, event) {
      const data = recommendedBookAddedSchema.parse(event.data);
      await trx(recommendedBooksTable.name).insert({
        id: data.bookId,
        title: data.title,
        author: data.author,
        category: data.category,
        priority: data.priority,
        description: data.description,
        is_active: true,
        created_at: event.metadata.occurredAt,
      });
    },
    async RecommendedBookActivationChanged(trx, event) {
      const { bookId, isActive } = recommendedBookActivationChangedSchema.parse(event.data);
      const updated = await trx(recommendedBooksTable.name)
        .where('id', bookId)
        .update({ is_active: isActive });
      if (updated === 0) throw new Error(`Recommended book ${bookId} is not in the read model`);
    },
  },
};
