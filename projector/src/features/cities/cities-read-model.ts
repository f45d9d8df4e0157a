import { CITY_FIELDS } from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import { insertRows, patchRows, type Row } from '../../handling/batch-writes';
import type { BatchReadModel } from '../../projection';
import { checklistSavedData, cityCreatedData, cityUpdatedData } from '../zone-city-event-data';
import { citiesMigration } from './cities-migration';
import { changedCityFields, cityColumnName, cityColumns } from './city-columns';
import { movePathsUnder, pathOf } from './city-paths';

/** The columns an update may change: every field, when, and the stream's revision. */
const PATCHABLE = [...CITY_FIELDS.map(cityColumnName), 'updated_at', 'version'];

/**
 * Cities as the city page, the lists and the permission checks read them: one row per city with
 * every field, its `path` in the city tree, and the city stream's revision as `version`.
 *
 * A batch gathers each city's new row or changed columns and writes them with two statements. An
 * event that moves cities in the tree (a new sub-city, a changed parent) reads and rewrites paths:
 * the gathered writes go first, then that event alone, so it sees every earlier event's rows.
 */
export const citiesReadModel: BatchReadModel = {
  name: 'cities',
  migrations: [citiesMigration],
  eventTypes: ['CityCreated', 'CityUpdated', 'CampusChecklistSaved'],
  async applyBatch(trx, events) {
    const pending = new Map<number, { row?: Row; patch?: Row }>();
    const flush = () => writePending(trx, pending);
    for (const event of events) {
      switch (event.type) {
        case 'CityCreated': {
          const { cityId, fields } = cityCreatedData(event);
          const row = {
            id: cityId,
            ...cityColumns(fields),
            ...stamp(event),
            created_at: event.metadata.occurredAt,
          };
          if (fields.parentCityId === null) {
            pending.set(cityId, { row: { ...row, path: [cityId] } });
          } else {
            await flush();
            await trx('cities').insert({ ...row, path: await pathOf(trx, cityId, fields.parentCityId) });
          }
          break;
        }
        case 'CityUpdated': {
          const { cityId, changes } = cityUpdatedData(event);
          const changed = changedCityFields(changes);
          const columns = Object.assign(cityColumns(changed), stamp(event));
          if (changed.parentCityId === undefined) {
            gather(pending, cityId, columns);
          } else {
            await flush();
            assertUpdated(
              await patchRows(trx, 'cities', {
                columns: PATCHABLE,
                patches: [{ id: cityId, patch: columns }],
              }),
            );
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
      }
    }
    await flush();
  },
};

function stamp(event: RecordedEvent): Row {
  return { updated_at: event.metadata.occurredAt, version: Number(event.revision) };
}

/** Later columns win; a city created in this batch gets them in its new row. */
function gather(pending: Map<number, { row?: Row; patch?: Row }>, cityId: number, columns: Row): void {
  const entry = pending.get(cityId);
  if (!entry) pending.set(cityId, { patch: columns });
  else Object.assign(entry.row ?? entry.patch!, columns);
}

async function writePending(trx: Knex.Transaction, pending: Map<number, { row?: Row; patch?: Row }>) {
  const entries = [...pending];
  pending.clear();
  await insertRows(
    trx,
    'cities',
    entries.flatMap(([, entry]) => (entry.row ? [entry.row] : [])),
  );
  const patches = entries.flatMap(([id, entry]) => (entry.patch ? [{ id, patch: entry.patch }] : []));
  assertUpdated(await patchRows(trx, 'cities', { columns: PATCHABLE, patches }));
}

function assertUpdated(missing: number[]): void {
  if (missing.length > 0) throw new Error(`City ${missing.join(', ')} is not in the read model`);
}
