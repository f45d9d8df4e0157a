import type { SessionUser } from '@seerat/access';
import { whereInScope } from '@seerat/access';
import { ZONE_CHART_CITIES, type ZoneFigures } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { READ_SCHEMA } from '@seerat/projector/tables';
import { CITY_SCOPE_COLUMNS } from '../cities/city-query';

/**
 * The zone page's figures (see `ZoneFigures`) over the zone's cities in the caller's scope, in one
 * query along the zone's ranking index: the totals, and the first cities of the ranking for the
 * charts.
 */
export async function zoneFigures(knex: Knex, user: SessionUser, zoneId: number): Promise<ZoneFigures> {
  const cities = whereInScope(
    knex
      .withSchema(READ_SCHEMA)
      .from('cities as c')
      .where('c.zone_id', zoneId)
      .select(
        'c.id',
        'c.name',
        'c.status',
        'c.active_circles',
        'c.majlis_members',
        'c.ulma_count',
        'c.masjid_count',
      ),
    user,
    'cities_read',
    CITY_SCOPE_COLUMNS,
  );
  const { rows } = await knex.raw<{ rows: ZoneFigures[] }>(
    `WITH scoped AS MATERIALIZED (?)
     SELECT count(*)::int AS cities,
            count(*) FILTER (WHERE status = 'active')::int AS "activeCities",
            coalesce(sum(active_circles), 0)::int AS "activeCircles",
            coalesce(sum(majlis_members), 0)::int AS "majlisMembers",
            coalesce(sum(ulma_count), 0)::int AS "ulmaCount",
            coalesce(sum(masjid_count), 0)::int AS "masjidCount",
            (SELECT coalesce(json_agg(t), '[]') FROM (
               SELECT id, name, active_circles AS "activeCircles", majlis_members AS "majlisMembers"
                 FROM scoped ORDER BY active_circles DESC, majlis_members DESC, id LIMIT ?) AS t) AS "topCities"
       FROM scoped`,
    [cities, ZONE_CHART_CITIES],
  );
  return rows[0]!;
}
