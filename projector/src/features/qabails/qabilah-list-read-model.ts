import { qabailCreatedSchema, qabailFieldsSchema, qabailUpdatedSchema } from '@seerat/contracts';
import type { Knex } from 'knex';
import type { ReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';

/**
 * `qabilah_list`: every qabilah name ever given to a qabail, once each (`GET /api/qabilah-list`,
 * the form's suggestions). It only grows: a name stays known after its qabails are renamed or
 * deleted. Names are unique ignoring case, and the first spelling recorded is the one kept, so
 * the suggestions steer towards one spelling. The projector is the only writer and applies events
 * one at a time, so concurrent requests cannot add a name twice; a rebuild keeps the same
 * spellings because it replays the same order.
 */
export const qabilahListReadModel: ReadModel = {
  name: 'qabilah_list',
  migrations: [
    {
      name: '0021_qabilah_list_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable('qabilah_list', (table) => {
          table.text('name').notNullable();
        });
        await knex.raw('CREATE UNIQUE INDEX qabilah_list_name_ci ON ??.qabilah_list (lower(name))', [schema]);
      },
    },
  ],
  handlers: {
    async QabailCreated(trx, event) {
      const { fields } = qabailCreatedSchema.parse(event.data);
      await addName(trx, fields.qabilahName);
    },
    async QabailUpdated(trx, event) {
      const renamed = qabailUpdatedSchema.parse(event.data).changes.qabilahName;
      if (renamed) await addName(trx, qabailFieldsSchema.shape.qabilahName.parse(renamed.to));
    },
  },
};

async function addName(trx: Knex.Transaction, name: string): Promise<void> {
  await trx.raw('INSERT INTO qabilah_list (name) VALUES (?) ON CONFLICT ((lower(name))) DO NOTHING', [name]);
}
