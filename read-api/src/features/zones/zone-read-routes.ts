import Router from '@koa/router';
import { requireUser, whereInScope, ZONE_NOT_FOUND } from '@seerat/access';
import type { Zone, ZoneFigures } from '@seerat/contracts';
import { idParams, ZONE_ACCESS_DENIED } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { READ_MODEL, READ_SCHEMA, zonesTable } from '@seerat/projector/tables';
import { authorizeFound, authorizeZoneRead } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { ZONE_LAST_EVENT_DATE } from '../gatherings/gathering-activity';
import { lastMeetingOfZone } from '../meetings/meeting-query';
import { zoneFigures } from './zone-figures';

/** A zone's scope column is its own id; zones have no city path. */
const ZONE_SCOPE_COLUMNS = { zoneId: 'id', path: null };

/**
 * Zones: the list filtered to the caller's scope (none for a city masool), one zone, and one
 * zone's figures over its cities.
 */
export function zoneReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api/zones' });
  const selectZones = () =>
    knex
      .withSchema(READ_SCHEMA)
      .from(zonesTable.name)
      .select(ZONE_COLUMNS)
      // Date columns come back as local-time Dates; the contract carries the calendar day.
      .select(
        // The last approved event that has started in the zone's cities (see gathering-activity).
        knex.raw(`${ZONE_LAST_EVENT_DATE} AS "lastEventDate"`),
        knex.raw(`${lastMeetingOfZone(zonesTable.name)} AS "lastMeetingDate"`),
      );

  router.get('/', async (ctx) => {
    const user = requireUser(ctx);
    const rows: ZoneRow[] = await whereInScope(
      selectZones().orderBy([{ column: zonesTable.column.name }, { column: zonesTable.column.id }]),
      user,
      'zones_read',
      ZONE_SCOPE_COLUMNS,
    );
    ctx.body = rows.map(toZone) satisfies Zone[];
  });

  router.get('/:id', validate({ params: idParams('id') }), async (ctx) => {
    const id = ctx.state.input.params.id;
    requireUser(ctx);
    const row: ZoneRow | undefined = await selectZones().where('id', id).first();
    authorizeFound(
      ctx,
      'zones_read',
      row && { kind: 'zone', zoneId: row.id },
      ZONE_NOT_FOUND,
      ZONE_ACCESS_DENIED,
    );
    ctx.body = toZone(row!) satisfies Zone;
  });

  // The zone page's totals and charts, counted here so the page never reads every city.
  router.get('/:id/figures', validate({ params: idParams('id') }), async (ctx) => {
    const zoneId = ctx.state.input.params.id;
    const user = await authorizeZoneRead(ctx, knex, zoneId);
    ctx.body = (await zoneFigures(knex, user, zoneId)) satisfies ZoneFigures;
  });

  return {
    router,
    readModels: [READ_MODEL.zones, READ_MODEL.cities, READ_MODEL.meetings, READ_MODEL.gatherings],
  };
}

const ZONE_COLUMNS = {
  id: 'id',
  name: 'name',
  masool: 'masool',
  masoolContact: 'masool_contact',
  responsibleCity: 'responsible_city',
  whatsappGroupUrl: 'whatsapp_group_url',
  libraryCount: 'library_count',
  totalCities: 'total_cities',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  version: 'version',
};

type ZoneRow = Omit<Zone, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

function toZone(row: ZoneRow): Zone {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
