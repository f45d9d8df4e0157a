import Router from '@koa/router';
import { requireUser, whereInScope } from '@seerat/access';
import type { DashboardFigures, DashboardStats } from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import { READ_MODEL, READ_SCHEMA } from '@seerat/projector/tables';
import type { ReadRoutes } from '../../app';
import { dashboardActivity } from './dashboard-activity';
import { dashboardFigures } from './dashboard-figures';

/**
 * `GET /api/dashboard/stats` over the caller's scope, in one query; dangerZoneCities counts the
 * cities the danger-zone job flagged. averagePerformance is defined
 * with `DashboardStats`: the share of cities in scope, in percent, that are active and run at least
 * one study circle (0 with no cities).
 */
export function dashboardReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api/dashboard' });

  router.get('/stats', async (ctx) => {
    const user = requireUser(ctx);
    // The zones the caller reads, and those their cities lie in: a city masool reads no zone as
    // such, yet the chart beside this count shows theirs.
    const zonesInScope = whereInScope(
      knex.withSchema(READ_SCHEMA).from('zones').select('id'),
      user,
      'zones_read',
      { zoneId: 'id', path: null },
    );
    const zonesOfCitiesInScope = whereInScope(
      knex.withSchema(READ_SCHEMA).from('cities').select('zone_id'),
      user,
      'cities_read',
    );
    const zonesSeen = knex.count('*').from(knex.union([zonesInScope, zonesOfCitiesInScope]).as('seen'));
    const row = await whereInScope(
      knex
        .withSchema(READ_SCHEMA)
        .from('cities')
        .select(
          knex.raw('(?)::int AS total_zones', [zonesSeen]),
          knex.raw('count(*)::int AS total_cities'),
          knex.raw(`count(*) FILTER (WHERE status = 'active')::int AS active_cities`),
          knex.raw('coalesce(sum(active_circles), 0)::int AS total_circles'),
          knex.raw(`count(*) FILTER (WHERE status = 'active' AND active_circles > 0)::int AS performing`),
          knex.raw(
            `count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${READ_SCHEMA}.danger_zone_cities d
                                             WHERE d.city_id = cities.id AND d.in_danger_zone))::int AS danger_zone`,
          ),
        ),
      user,
      'cities_read',
    ).first();
    ctx.body = {
      totalZones: row.total_zones,
      activeCities: row.active_cities,
      totalCircles: row.total_circles,
      averagePerformance: row.total_cities === 0 ? 0 : Math.round((100 * row.performing) / row.total_cities),
      totalCities: row.total_cities,
      dangerZoneCities: row.danger_zone,
    } satisfies DashboardStats;
  });

  // The figures the dashboard's panels and charts show. It takes no query: any parameter is a 400.
  router.get('/figures', validate({}), async (ctx) => {
    ctx.body = (await dashboardFigures(knex, requireUser(ctx))) satisfies DashboardFigures;
  });

  router.get('/activity', async (ctx) => {
    ctx.body = await dashboardActivity(knex, requireUser(ctx));
  });

  return {
    router,
    readModels: [
      READ_MODEL.cities,
      READ_MODEL.campusChecklists,
      READ_MODEL.zones,
      READ_MODEL.dangerZone,
      READ_MODEL.meetings,
      READ_MODEL.gatherings,
      READ_MODEL.karguzariVersions,
    ],
  };
}
