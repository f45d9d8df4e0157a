import type { Knex } from 'knex';
import type { EventByEventReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { cityEnteredDangerZoneData, cityLeftDangerZoneData } from './danger-zone-event-data';
import { dangerZoneChangesTable, dangerZoneCitiesTable } from './danger-zone-tables';

/**
 * Which cities are in the danger zone (the dashboard's count and list, the zone page, the city
 * cards' badge) and the history of entries and exits (the zone page's chart). The job records
 * only changes, so the events are few; each is applied as it comes.
 */
export const dangerZoneReadModel: EventByEventReadModel = {
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
  handlers: {
    async CityEnteredDangerZone(trx, event) {
      const { cityId, zoneId, lastMeetingDate } = cityEnteredDangerZoneData(event);
      const at = event.metadata.occurredAt;
      await trx(dangerZoneCitiesTable.name)
        .insert({
          city_id: cityId,
          in_danger_zone: true,
          last_meeting_date: lastMeetingDate,
          entered_at: at,
          left_at: null,
        })
        .onConflict('city_id')
        .merge();
      await trx(dangerZoneChangesTable.name).insert({
        city_id: cityId,
        zone_id: zoneId,
        change: 'entered',
        occurred_at: at,
      });
    },
    async CityLeftDangerZone(trx, event) {
      const { cityId, zoneId, lastMeetingDate } = cityLeftDangerZoneData(event);
      const at = event.metadata.occurredAt;
      const updated = await trx(dangerZoneCitiesTable.name)
        .where('city_id', cityId)
        .update({ in_danger_zone: false, last_meeting_date: lastMeetingDate, left_at: at });
      if (updated === 0) throw new Error(`City ${cityId} left the danger zone it never entered`);
      await trx(dangerZoneChangesTable.name).insert({
        city_id: cityId,
        zone_id: zoneId,
        change: 'left',
        occurred_at: at,
      });
    },
  },
};
