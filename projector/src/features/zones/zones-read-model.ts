import {
  cityCreatedSchema,
  cityUpdatedSchema,
  entityId,
  ZONE_FIELDS,
  type ZoneFields,
  zoneCreatedSchema,
  zoneFieldsSchema,
  zoneUpdatedSchema,
} from '@seerat/contracts';
import type { Knex } from 'knex';
import type { ReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';

/**
 * Zones as the zone list, zone page and dashboard show them. `total_cities` is derived from the
 * cities: counted up when a city is created in the zone, moved when a city changes zone. It is
 * counted here rather than from the cities table so this model does not depend on the order in
 * which read models handle an event.
 */
export const zonesReadModel: ReadModel = {
  name: 'zones',
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
          // Filled by the events and meetings features.
          table.date('last_event_date');
          table.date('last_meeting_date');
          table.timestamp('created_at', { useTz: true }).notNullable();
          table.timestamp('updated_at', { useTz: true }).notNullable();
          // The zone stream's revision: what a client sends back in If-Match.
          table.integer('version').notNullable();
        });
      },
    },
  ],
  handlers: {
    async ZoneCreated(trx, event) {
      const { zoneId, fields } = zoneCreatedSchema.parse(event.data);
      await trx('zones').insert({
        id: zoneId,
        ...zoneColumns(fields),
        total_cities: 0,
        created_at: event.metadata.occurredAt,
        updated_at: event.metadata.occurredAt,
        version: Number(event.revision),
      });
    },
    async ZoneUpdated(trx, event) {
      const { zoneId, changes } = zoneUpdatedSchema.parse(event.data);
      const changed: Partial<ZoneFields> = {};
      for (const [field, change] of Object.entries(changes)) {
        if (!isZoneField(field)) throw new Error(`ZoneUpdated names an unknown zone field "${field}"`);
        Object.assign(changed, { [field]: zoneFieldsSchema.shape[field].parse(change.to) });
      }
      const updated = await trx('zones')
        .where('id', zoneId)
        .update({
          ...zoneColumns(changed),
          updated_at: event.metadata.occurredAt,
          version: Number(event.revision),
        });
      if (updated === 0) throw new Error(`Zone ${zoneId} is not in the read model`);
    },
    async CityCreated(trx, event) {
      const { fields } = cityCreatedSchema.parse(event.data);
      await addToTotalCities(trx, fields.zoneId, 1);
    },
    async CityUpdated(trx, event) {
      const { zoneId } = cityUpdatedSchema.parse(event.data).changes;
      if (!zoneId) return;
      await addToTotalCities(trx, entityId.parse(zoneId.from), -1);
      await addToTotalCities(trx, entityId.parse(zoneId.to), 1);
    },
  },
};

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

async function addToTotalCities(trx: Knex.Transaction, zoneId: number, delta: number): Promise<void> {
  const updated = await trx('zones')
    .where('id', zoneId)
    .update({ total_cities: trx.raw('total_cities + ?', [delta]) });
  if (updated === 0) throw new Error(`Zone ${zoneId} is not in the read model`);
}
