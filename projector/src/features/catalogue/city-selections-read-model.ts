import { type CitySelection, citySelectionSchema } from '@seerat/contracts';
import type { Knex } from 'knex';
import { insertRows } from '../../handling/batch-writes';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { cityCreatedData, cityUpdatedData } from '../cities/city-event-data';

const selectionsSchema = citySelectionSchema.array();

/** The two selection tables: each keyed by city and catalogue entry, with the city's count. */
const SELECTION_TABLES = {
  seeratModels: { table: 'city_seerat_models', entryColumn: 'model_id' },
  libraryBooks: { table: 'city_library_books', entryColumn: 'book_id' },
} as const;
type SelectionField = keyof typeof SELECTION_TABLES;
const SELECTION_FIELDS = Object.keys(SELECTION_TABLES) as SelectionField[];

/**
 * Which Seerat models and library books a city selected, with how many of each it has: only
 * selected entries are stored, and an update replaces the city's whole selection. A batch keeps
 * each city's last selection of each kind, then deletes the replaced ones and inserts the new rows:
 * two statements per kind.
 */
export const citySelectionsReadModel: BatchReadModel = {
  name: READ_MODEL.citySelections,
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
  eventTypes: ['CityCreated', 'CityUpdated'],
  async applyBatch(trx, events) {
    const latest = { seeratModels: new Map<number, Selection>(), libraryBooks: new Map<number, Selection>() };
    for (const event of events) {
      if (event.type === 'CityCreated') {
        const { cityId, seeratModels, libraryBooks } = cityCreatedData(event);
        latest.seeratModels.set(cityId, { entries: seeratModels, replaces: false });
        latest.libraryBooks.set(cityId, { entries: libraryBooks, replaces: false });
        continue;
      }
      const { cityId, changes } = cityUpdatedData(event);
      for (const field of SELECTION_FIELDS) {
        const change = changes[field];
        if (!change) continue;
        const replaces = latest[field].get(cityId)?.replaces ?? true;
        latest[field].set(cityId, { entries: selectionsSchema.parse(change.to), replaces });
      }
    }
    for (const field of SELECTION_FIELDS) await writeSelections(trx, field, latest[field]);
  },
};

/** A city's selection of one kind, and whether it replaces rows stored before this batch. */
interface Selection {
  entries: CitySelection[];
  replaces: boolean;
}

async function writeSelections(
  trx: Knex.Transaction,
  field: SelectionField,
  selections: Map<number, Selection>,
): Promise<void> {
  const { table, entryColumn } = SELECTION_TABLES[field];
  const replaced = [...selections].filter(([, selection]) => selection.replaces).map(([cityId]) => cityId);
  if (replaced.length > 0) await trx(table).whereIn('city_id', replaced).delete();
  const rows = [...selections].flatMap(([cityId, { entries }]) =>
    // An entry listed twice keeps its last count, as a form would that sent it twice.
    [...new Map(entries.map((entry) => [entry.id, entry.count]))].map(([id, count]) => ({
      city_id: cityId,
      [entryColumn]: id,
      count,
    })),
  );
  await insertRows(trx, table, rows);
}
