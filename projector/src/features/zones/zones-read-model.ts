import {
  entityId,
  type FieldChanges,
  ZONE_FIELDS,
  type ZoneFields,
  zoneFieldsSchema,
} from '@seerat/contracts';
import type { Knex } from 'knex';
import { addToColumn, insertRows, patchRows, type Row } from '../../handling/batch-writes';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { cityCreatedData, cityUpdatedData } from '../cities/city-event-data';
import { zoneCreatedData, zoneUpdatedData } from './zone-event-data';
import { zonesTable } from './zones-table';

/**
 * Zones as the zone list, zone page and dashboard show them. `total_cities` is derived from the
 * cities: counted up when a city is created in the zone, moved when a city changes zone. It is
 * counted here rather than from the cities table so this model does not depend on the order in
 * which read models handle an event.
 */
export const zonesReadModel: BatchReadModel = {
  name: READ_MODEL.zones,
  migrations: [
    {
      name: '0002_zones_create',
      async up(knex: Knex) {
        await knex.schema.withSchema(readSchemaOf(knex)).createTable('zones', (table) => {
          table.integer('id').primary();
          table.text('name').notNullable().index();
          table.text('masool').notNullable();
          table.text('masool_contact');
          table.text('responsible_city');
          table.text('whatsapp_group_url');
          table.integer('library_count').notNullable();
          table.integer('total_cities').notNullable();
          // Dropped by 0044: the read API computes these days from the events and meetings.
          table.date('last_event_date');
          table.date('last_meeting_date');
          table.timestamp('created_at', { useTz: true }).notNullable();
          table.timestamp('updated_at', { useTz: true }).notNullable();
          // The zone stream's revision: what a client sends back in If-Match.
          table.integer('version').notNullable();
        });
      },
    },
    {
      // Nothing ever filled these: the zone's last event and last meeting are read from the
      // events and meetings tables (`ZONE_LAST_EVENT_DATE`, `lastMeetingOfZone`), so an edited,
      // moved or cancelled meeting can never leave a stale copy behind.
      name: '0044_zones_drop_last_dates',
      async up(knex: Knex) {
        await knex.schema.withSchema(readSchemaOf(knex)).alterTable('zones', (table) => {
          table.dropColumn('last_event_date');
          table.dropColumn('last_meeting_date');
        });
      },
    },
  ],
  eventTypes: ['ZoneCreated', 'ZoneUpdated', 'CityCreated', 'CityUpdated'],
  /**
   * A batch gathers each zone's new row or changed columns and its change in city count, then
   * writes them in up to three statements. A city counts in a zone created earlier in the batch
   * through that zone's new row.
   */
  async applyBatch(trx, events) {
    const created = new Map<number, Row>();
    const patches = new Map<number, Row>();
    const counted = new Map<number, number>();
    const count = (zoneId: number, delta: number) => {
      const row = created.get(zoneId);
      if (row) row.total_cities = (row.total_cities as number) + delta;
      else counted.set(zoneId, (counted.get(zoneId) ?? 0) + delta);
    };
    for (const event of events) {
      switch (event.type) {
        case 'ZoneCreated': {
          const { zoneId, fields } = zoneCreatedData(event);
          // Counted before it existed: applied one by one, that count would have failed.
          if (counted.has(zoneId)) throw new Error(`Zone ${zoneId} is not in the read model`);
          created.set(zoneId, {
            id: zoneId,
            ...zoneColumns(fields),
            total_cities: 0,
            created_at: event.metadata.occurredAt,
            updated_at: event.metadata.occurredAt,
            version: Number(event.revision),
          });
          break;
        }
        case 'ZoneUpdated': {
          const { zoneId, changes } = zoneUpdatedData(event);
          const columns = {
            ...zoneColumns(changedZoneFields(changes)),
            updated_at: event.metadata.occurredAt,
            version: Number(event.revision),
          };
          const row = created.get(zoneId);
          if (row) Object.assign(row, columns);
          else patches.set(zoneId, { ...patches.get(zoneId), ...columns });
          break;
        }
        case 'CityCreated':
          count(cityCreatedData(event).fields.zoneId, 1);
          break;
        case 'CityUpdated': {
          const { zoneId } = cityUpdatedData(event).changes;
          if (!zoneId) break;
          count(entityId.parse(zoneId.from), -1);
          count(entityId.parse(zoneId.to), 1);
          break;
        }
      }
    }
    await insertRows(trx, zonesTable.name, [...created.values()]);
    const missing = [
      ...(await patchRows(trx, zonesTable.name, {
        columns: PATCHABLE,
        patches: [...patches].map(([id, patch]) => ({ id, patch })),
      })),
      ...(await addToColumn(trx, zonesTable.name, 'total_cities', counted)),
    ];
    if (missing.length > 0) throw new Error(`Zone ${missing.join(', ')} is not in the read model`);
  },
};

/** The columns an update may change. */
const PATCHABLE = [
  'name',
  'masool',
  'masool_contact',
  'responsible_city',
  'whatsapp_group_url',
  'library_count',
  'updated_at',
  'version',
];

/** The new values of a ZoneUpdated's changed fields; an unknown field stops the projection. */
function changedZoneFields(changes: FieldChanges): Partial<ZoneFields> {
  const changed: Partial<ZoneFields> = {};
  for (const [field, change] of Object.entries(changes)) {
    if (!isZoneField(field)) throw new Error(`ZoneUpdated names an unknown zone field "${field}"`);
    Object.assign(changed, { [field]: zoneFieldsSchema.shape[field].parse(change.to) });
  }
  return changed;
}

function isZoneField(field: string): field is keyof ZoneFields {
  return (ZONE_FIELDS as string[]).includes(field);
}

/** The zone's columns for the given fields (only those present). */
function zoneColumns(fields: Partial<ZoneFields>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (fields.name !== undefined) columns.name = fields.name;
  if (fields.masool !== undefined) columns.masool = fields.masool;
  if (fields.masoolContact !== undefined) columns.masool_contact = fields.masoolContact;
  if (fields.responsibleCity !== undefined) columns.responsible_city = fields.responsibleCity;
  if (fields.whatsappGroupUrl !== undefined) columns.whatsapp_group_url = fields.whatsappGroupUrl;
  if (fields.libraryCount !== undefined) columns.library_count = fields.libraryCount;
  return columns;
}
