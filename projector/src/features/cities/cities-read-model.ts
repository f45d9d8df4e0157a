import { CITY_FIELDS, cityFieldsSchema } from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import { insertRows, patchRows, type Row } from '../../handling/batch-writes';
import type { BatchReadModel } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { changedFieldValues, columnName, fieldColumns } from '../../read-schema/read-tables';
import { checklistSavedData } from '../campus-checklist/campus-checklist-event-data';
import {
  checkRecordedData,
  checkUpdatedData,
  SEERAT_MODEL_CHECK_EVENT_TYPES,
} from '../seerat-model-checks/seerat-model-check-event-data';
import { citiesFillfactorMigration, citiesMigration, citySubCitiesIndexMigration } from './cities-migration';
import { citiesTable } from './cities-table';
import { cityCreatedData, cityUpdatedData } from './city-event-data';
import { movePathsUnder, pathOf } from './city-paths';

/** The columns an update may change: every field, when, and the stream's revision. */
const PATCHABLE = [...CITY_FIELDS.map(columnName), 'updated_at', 'version'];

/** The selections travel in CityCreated and CityUpdated but live in their own tables. */
const SELECTIONS = ['seeratModels', 'libraryBooks'];

/**
 * Cities as the city page, the lists and the permission checks read them: one row per city with
 * every field, its `path` in the city tree, and the city stream's revision as `version`.
 *
 * A batch gathers each city's new row or changed columns and writes them with two statements at
 * its end. An event that moves cities in the tree (a new sub-city, a changed parent) reads and
 * rewrites paths at once: the new rows gathered so far are written first, so it finds every city
 * created before it. The gathered column changes can wait: they never touch `path`, which only
 * such events change. (Writing every gathered change before each of them rewrote every city a
 * few times per batch, which made the cities three quarters of a rebuild.)
 */
export const citiesReadModel: BatchReadModel = {
  name: READ_MODEL.cities,
  migrations: [citiesMigration, citySubCitiesIndexMigration, citiesFillfactorMigration],
  eventTypes: ['CityCreated', 'CityUpdated', 'CampusChecklistSaved', ...SEERAT_MODEL_CHECK_EVENT_TYPES],
  async applyBatch(trx, events) {
    const pending = new Map<number, { row?: Row; patch?: Row }>();
    for (const event of events) {
      switch (event.type) {
        case 'CityCreated': {
          const { cityId, fields } = cityCreatedData(event);
          const row = {
            id: cityId,
            ...fieldColumns(fields, CITY_FIELDS),
            ...stamp(event),
            created_at: event.metadata.occurredAt,
          };
          if (fields.parentCityId === null) {
            pending.set(cityId, { row: { ...row, path: [cityId] } });
          } else {
            await writeNewRows(trx, pending);
            await trx(citiesTable.name).insert({
              ...row,
              path: await pathOf(trx, cityId, fields.parentCityId),
            });
          }
          break;
        }
        case 'CityUpdated': {
          const { cityId, changes } = cityUpdatedData(event);
          const changed = changedFieldValues(changes, cityFieldsSchema, event.type, SELECTIONS);
          stampInto(fieldColumns(changed, CITY_FIELDS, gathered(pending, cityId)), event);
          if (changed.parentCityId !== undefined) {
            await writeNewRows(trx, pending);
            await movePathsUnder(trx, cityId, changed.parentCityId);
          }
          break;
        }
        // The checklist lives in the city's stream, so saving it moves the city's version.
        case 'CampusChecklistSaved': {
          const { cityId } = checklistSavedData(event);
          gather(pending, cityId, { version: Number(event.revision) });
          break;
        }
        // So do its Seerat model checks.
        case 'SeeratModelCheckRecorded':
          gather(pending, checkRecordedData(event).cityId, { version: Number(event.revision) });
          break;
        case 'SeeratModelCheckUpdated':
          gather(pending, checkUpdatedData(event).cityId, { version: Number(event.revision) });
          break;
      }
    }
    await writeNewRows(trx, pending);
    await writeChanges(trx, pending);
  },
};

function stamp(event: RecordedEvent): Row {
  return stampInto({}, event);
}

function stampInto(columns: Row, event: RecordedEvent): Row {
  columns.updated_at = event.metadata.occurredAt;
  columns.version = Number(event.revision);
  return columns;
}

/**
 * Where a city's changes are gathered: its new row when this batch created it, else its patch.
 * Changes are written straight into it, later ones over earlier ones: CityUpdated is two events in
 * three of the log, and each made two objects to merge in and throw away.
 */
function gathered(pending: Map<number, { row?: Row; patch?: Row }>, cityId: number): Row {
  const entry = pending.get(cityId);
  if (entry) return entry.row ?? entry.patch!;
  const patch: Row = {};
  pending.set(cityId, { patch });
  return patch;
}

/** Later columns win; a city created in this batch gets them in its new row. */
function gather(pending: Map<number, { row?: Row; patch?: Row }>, cityId: number, columns: Row): void {
  Object.assign(gathered(pending, cityId), columns);
}

/** Inserts the gathered new rows; their later changes are gathered as changes from then on. */
async function writeNewRows(trx: Knex.Transaction, pending: Map<number, { row?: Row; patch?: Row }>) {
  const rows: Row[] = [];
  for (const [id, entry] of pending) {
    if (!entry.row) continue;
    rows.push(entry.row);
    pending.delete(id);
  }
  await insertRows(trx, citiesTable.name, rows);
}

async function writeChanges(trx: Knex.Transaction, pending: Map<number, { row?: Row; patch?: Row }>) {
  const patches = [...pending].flatMap(([id, entry]) => (entry.patch ? [{ id, patch: entry.patch }] : []));
  pending.clear();
  assertUpdated(await patchRows(trx, citiesTable.name, { columns: PATCHABLE, patches }));
}

function assertUpdated(missing: number[]): void {
  if (missing.length > 0) throw new Error(`City ${missing.join(', ')} is not in the read model`);
}
