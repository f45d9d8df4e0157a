import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import { insertRows, patchRowsByKey, type Row } from '../../handling/batch-writes';
import { type CopyValue, copyLine, copyLines } from '../../handling/copy-rows';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { cityEnteredDangerZoneData, cityLeftDangerZoneData } from './danger-zone-event-data';
import { dangerZoneChangesTable, dangerZoneCitiesTable } from './danger-zone-tables';

/** What a batch leaves of one city's row: all of it once the city entered in the batch, else what leaving changed. */
type CityChange = { entered: Row } | { left: Row };

const LEFT_COLUMNS = ['in_danger_zone', 'last_meeting_date', 'left_at'] as const;
const CHANGE_COLUMNS = ['city_id', 'zone_id', 'change', 'occurred_at'] as const;

/**
 * Which cities are in the danger zone (the dashboard's count and list, the zone page, the city
 * cards' badge) and the history of entries and exits (the zone page's chart). The job records
 * only changes, but an hourly job over a national history leaves tens of thousands of them: a
 * batch writes them in three statements, its cities' rows as the batch leaves them and its changes
 * in the order they happened (two or three statements per event made them about a tenth of a
 * national rebuild's Node time).
 */
export const dangerZoneReadModel: BatchReadModel = {
  name: READ_MODEL.dangerZone,
  migrations: [
    {
      name: '0066_danger_zone_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable('danger_zone_cities', (table) => {
          table.integer('city_id').primary();
          table.boolean('in_danger_zone').notNullable();
          table.date('last_meeting_date');
          table.timestamp('entered_at', { useTz: true }).notNullable();
          table.timestamp('left_at', { useTz: true });
        });
        // The flagged few, read by every dashboard.
        await knex.raw(
          'CREATE INDEX danger_zone_cities_flagged ON ??.danger_zone_cities (city_id) WHERE in_danger_zone',
          [schema],
        );
        await knex.schema.withSchema(schema).createTable('danger_zone_changes', (table) => {
          table.bigIncrements('id');
          table.integer('city_id').notNullable();
          table.integer('zone_id').notNullable();
          table.text('change').notNullable();
          table.timestamp('occurred_at', { useTz: true }).notNullable();
          table.index(['zone_id', 'occurred_at']);
        });
      },
    },
  ],
  eventTypes: ['CityEnteredDangerZone', 'CityLeftDangerZone'],
  async applyBatch(trx, events) {
    const cities = new Map<number, CityChange>();
    const changes: string[] = [];
    for (const event of events) {
      const change = applyToCity(event, cities);
      if (change) changes.push(copyLine(change));
    }
    const entered = [...cities.values()].flatMap((city) => ('entered' in city ? [city.entered] : []));
    await insertRows(trx, dangerZoneCitiesTable.name, entered, {
      upsertOn: 'city_id',
      columns: Object.values(dangerZoneCitiesTable.column),
    });
    const left = [...cities].flatMap(([cityId, city]) =>
      'left' in city ? [{ key: { city_id: cityId }, patch: city.left }] : [],
    );
    const missing = await patchRowsByKey(trx, dangerZoneCitiesTable.name, {
      key: ['city_id'],
      columns: LEFT_COLUMNS,
      patches: left,
    });
    const [never] = missing;
    if (never) throw new Error(`City ${never.city_id} left the danger zone it never entered`);
    await copyLines(trx, dangerZoneChangesTable.name, CHANGE_COLUMNS, changes);
  },
};

/**
 * Folds one event into its city's change in the batch and answers the history row it adds, in the
 * order of `CHANGE_COLUMNS`. A city that left without entering in the batch keeps the entry of its
 * row (`entered_at`).
 */
function applyToCity(event: RecordedEvent, cities: Map<number, CityChange>): CopyValue[] | null {
  const at = event.metadata.occurredAt;
  if (event.type === 'CityEnteredDangerZone') {
    const { cityId, zoneId, lastMeetingDate } = cityEnteredDangerZoneData(event);
    cities.set(cityId, {
      entered: {
        city_id: cityId,
        in_danger_zone: true,
        last_meeting_date: lastMeetingDate,
        entered_at: at,
        left_at: null,
      },
    });
    return [cityId, zoneId, 'entered', at];
  }
  if (event.type === 'CityLeftDangerZone') {
    const { cityId, zoneId, lastMeetingDate } = cityLeftDangerZoneData(event);
    const left = { in_danger_zone: false, last_meeting_date: lastMeetingDate, left_at: at };
    const city = cities.get(cityId);
    cities.set(cityId, city && 'entered' in city ? { entered: { ...city.entered, ...left } } : { left });
    return [cityId, zoneId, 'left', at];
  }
  return null;
}
