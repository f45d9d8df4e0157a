import { qabailCreatedSchema, qabailDeletedSchema, qabailUpdatedSchema } from '@seerat/contracts';
import type { Knex } from 'knex';
import type { ReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { changedQabailFields, qabailColumns } from './qabail-columns';

/**
 * Qabails as the qabail list and the city page's Qabail card read them: one row per qabail that
 * exists (a deleted one is removed), every field but the city's name, and the stream's revision
 * as `version`. Scope and the city's name come from joining `cities` on `city_id` when reading,
 * so a qabail follows its city wherever the city moves in the zone → city tree.
 */
export const qabailsReadModel: ReadModel = {
  name: 'qabails',
  migrations: [
    {
      name: '0020_qabails_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable('qabails', (table) => {
          table.integer('id').primary();
          table.text('qabilah_name').notNullable();
          table.text('masool_name').notNullable();
          table.text('masool_contact');
          table.integer('city_id').notNullable();
          table.text('area_covered');
          table.integer('majlis_members').notNullable();
          table.integer('active_circles').notNullable();
          table.integer('masjid_count').notNullable();
          table.integer('ulma_count').notNullable();
          table.integer('murabbi_count').notNullable();
          table.boolean('whatsapp_group').notNullable();
          table.text('whatsapp_group_url');
          table.boolean('majlis_zikr_check').notNullable();
          table.text('majlis_zikr_day');
          table.text('majlis_zikr_time');
          table.boolean('shabetazkia_check').notNullable();
          table.date('shabetazkia_last_date');
          table.text('status').notNullable();
          table.text('additional_info');
          table.text('special_notes');
          table.timestamp('created_at', { useTz: true }).notNullable();
          table.timestamp('updated_at', { useTz: true }).notNullable();
          // The qabail stream's revision: what a client sends back in If-Match.
          table.integer('version').notNullable();
        });
        // A city's qabails in the order the Qabail card lists them.
        await knex.raw('CREATE INDEX qabails_city ON ??.qabails (city_id, qabilah_name, id)', [schema]);
      },
    },
  ],
  handlers: {
    async QabailCreated(trx, event) {
      const { qabailId, fields } = qabailCreatedSchema.parse(event.data);
      await trx('qabails').insert({
        id: qabailId,
        ...qabailColumns(fields),
        created_at: event.metadata.occurredAt,
        updated_at: event.metadata.occurredAt,
        version: Number(event.revision),
      });
    },
    async QabailUpdated(trx, event) {
      const { qabailId, changes } = qabailUpdatedSchema.parse(event.data);
      const updated = await trx('qabails')
        .where('id', qabailId)
        .update({
          ...qabailColumns(changedQabailFields(changes)),
          updated_at: event.metadata.occurredAt,
          version: Number(event.revision),
        });
      if (updated === 0) throw new Error(`Qabail ${qabailId} is not in the read model`);
    },
    async QabailDeleted(trx, event) {
      const { qabailId } = qabailDeletedSchema.parse(event.data);
      const deleted = await trx('qabails').where('id', qabailId).delete();
      if (deleted === 0) throw new Error(`Qabail ${qabailId} is not in the read model`);
    },
  },
};
