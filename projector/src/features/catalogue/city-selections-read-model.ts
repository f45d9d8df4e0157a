import {
  type CitySelection,
  cityCreatedSchema,
  citySelectionSchema,
  cityUpdatedSchema,
} from '@seerat/contracts';
import type { Knex } from 'knex';
import type { ReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';

const selectionsSchema = citySelectionSchema.array();

/** The two selection tables: each keyed by city and catalogue entry, with the city's count. */
const SELECTION_TABLES = {
  seeratModels: { table: 'city_seerat_models', entryColumn: 'model_id' },
  libraryBooks: { table: 'city_library_books', entryColumn: 'book_id' },
} as const;
type SelectionField = keyof typeof SELECTION_TABLES;

/**
 * Which Seerat models and library books a city selected, with how many of each it has: only
 * selected entries are stored, and an update replaces the city's whole selection.
 */
export const citySelectionsReadModel: ReadModel = {
  name: 'city_selections',
  migrations: [
    {
      name: '0005_city_selections_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        for (const { table: name, entryColumn } of Object.values(SELECTION_TABLES)) {
          await knex.schema.withSchema(schema).createTable(name, (table) => {
            table.integer('city_id').notNullable();
            table.integer(entryColumn).notNullable();
            table.integer('count').notNullable();
            table.primary(['city_id', entryColumn]);
          });
        }
      },
    },
  ],
  handlers: {
    async CityCreated(trx, event) {
      const { cityId, seeratModels, libraryBooks } = cityCreatedSchema.parse(event.data);
      await insertSelection(trx, 'seeratModels', cityId, seeratModels);
      await insertSelection(trx, 'libraryBooks', cityId, libraryBooks);
    },
    async CityUpdated(trx, event) {
      const { cityId, changes } = cityUpdatedSchema.parse(event.data);
      for (const field of Object.keys(SELECTION_TABLES) as SelectionField[]) {
        const change = changes[field];
        if (!change) continue;
        await trx(SELECTION_TABLES[field].table).where('city_id', cityId).delete();
        await insertSelection(trx, field, cityId, selectionsSchema.parse(change.to));
      }
    },
  },
};

async function insertSelection(
  trx: Knex.Transaction,
  field: SelectionField,
  cityId: number,
  selections: CitySelection[],
): Promise<void> {
  // An entry listed twice keeps its last count, as a form would that sent it twice.
  const counts = new Map(selections.map((selection) => [selection.id, selection.count]));
  if (counts.size === 0) return;
  const { table, entryColumn } = SELECTION_TABLES[field];
  await trx(table).insert([...counts].map(([id, count]) => ({ city_id: cityId, [entryColumn]: id, count })));
}
