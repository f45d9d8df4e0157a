import { qabailFieldsSchema } from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { qabailCreatedData, qabailUpdatedData } from './qabail-event-data';
import { qabilahListTable } from './qabails-table';

/**
 * `qabilah_list`: every qabilah name ever given to a qabail, once each (`GET /api/qabilah-list`,
 * the form's suggestions). It only grows: a name stays known after its qabails are renamed or
 * deleted. Names are unique ignoring case, and the first spelling recorded is the one kept, so
 * the suggestions steer towards one spelling. The projector is the only writer and applies the
 * names in event order, so concurrent requests cannot add a name twice; a rebuild keeps the same
 * spellings because it replays the same order.
 */
export const qabilahListReadModel: BatchReadModel = {
  name: READ_MODEL.qabilahList,
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
  eventTypes: ['QabailCreated', 'QabailUpdated'],
  async applyBatch(trx, events) {
    // The batch's names in event order, each spelling ignoring case once: the first one wins.
    const names = new Map<string, string>();
    for (const event of events) {
      const name = nameGiven(event);
      if (name !== null && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
    }
    if (names.size === 0) return;
    await trx.raw(
      `INSERT INTO ${qabilahListTable.name} (name)
       SELECT t.name FROM unnest(?::text[]) WITH ORDINALITY AS t(name, ord) ORDER BY t.ord
       ON CONFLICT ((lower(name))) DO NOTHING`,
      [[...names.values()]],
    );
  },
};

function nameGiven(event: RecordedEvent): string | null {
  if (event.type === 'QabailCreated') return qabailCreatedData(event).fields.qabilahName;
  if (event.type !== 'QabailUpdated') return null;
  const renamed = qabailUpdatedData(event).changes.qabilahName;
  return renamed ? qabailFieldsSchema.shape.qabilahName.parse(renamed.to) : null;
}
