import Router from '@koa/router';
import { CITY_NOT_FOUND, requireUser, whereInScope } from '@seerat/access';
import {
  type City,
  type CityActivityStatus,
  type CityListItem,
  type CityRequiringAttention,
  cityListQuerySchema,
  DANGER_ZONE_DAYS,
  idParams,
  type Page,
  pageQuerySchema,
  RECENT_KARGUZARI_DAYS,
  zoneCityListQuerySchema,
} from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import { campusChecklistsTable, READ_MODEL, READ_SCHEMA } from '@seerat/projector/tables';
import { authorizeCityRead, authorizeFound, authorizeZoneRead, cityResource } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { keysetPage, type SortKey } from '../../http/keyset-page';
import { whereSearched } from '../../http/text-search';
import { lastReportOfCity } from '../karguzari/karguzari-query';
import { lastMeetingOfCity, TODAY } from '../meetings/meeting-query';
import {
  BY_NAME,
  CITY,
  CITY_NAME_KEYS,
  CITY_RANKING_KEYS,
  CITY_SCOPE_COLUMNS,
  citiesAsJson,
  cityAsJson,
  selectCities,
  selectCityListItems,
} from './city-query';

const CHECKLIST = campusChecklistsTable.as('k');

/** The potential campuses nearest to one first; by name, then id, among equals. */
const MOST_COMPLETE_FIRST: SortKey[] = [
  { sql: CHECKLIST.col('completedCount'), kind: 'int', descending: true },
  { sql: CITY.col('name'), kind: 'text' },
  { sql: CITY.col('id'), kind: 'int' },
];

/** The ids of the cities (`c`) that meet `condition`, in order; an empty array for none. */
const cityIdsWhere = (condition: string) =>
  `coalesce(array_agg(${CITY.col('id')} ORDER BY ${CITY.col('id')}) FILTER (WHERE ${condition}), '{}')`;

/**
 * Cities: lists filtered to the caller's scope, one city (403 outside it), its sub-cities, the
 * potential-campus list and the activity status. The fixed paths are
 * registered before `/cities/:id`, which would otherwise take them for ids.
 */
export function cityReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  // The cities in scope by name, a page at a time: the pickers search it as the user types, and
  // the screens that show names of cities they hold by id ask for those ids; by performance for
  // the dashboard's City Performance and its View All. The national list is thousands of cities
  // of fifty fields: it is never sent at once.
  router.get('/cities', validate({ query: cityListQuerySchema }), async (ctx) => {
    const user = requireUser(ctx);
    const { search, zoneId, ids, sort, ...request } = ctx.state.input.query;
    const inScope = whereInScope(selectCities(knex), user, 'cities_read', CITY_SCOPE_COLUMNS);
    if (zoneId !== undefined) inScope.where(CITY.col('zoneId'), zoneId);
    if (ids !== undefined) inScope.whereIn(CITY.col('id'), ids);
    const found = whereSearched(inScope, [CITY.col('name'), CITY.col('nameUrdu')], search);
    const order = sort === 'performance' ? CITY_RANKING_KEYS : CITY_NAME_KEYS;
    ctx.body = (await keysetPage<City>(knex, found, order, request)) satisfies Page<City>;
  });

  // A zone's cities as its page ranks them, a page at a time, searched by name: each as its card shows it.
  router.get(
    '/zones/:id/cities',
    validate({ params: idParams('id'), query: zoneCityListQuerySchema }),
    async (ctx) => {
      const zoneId = ctx.state.input.params.id;
      const user = await authorizeZoneRead(ctx, knex, zoneId);
      const { search, ...request } = ctx.state.input.query;
      const inZone = whereInScope(selectCityListItems(knex), user, 'cities_read', CITY_SCOPE_COLUMNS).where(
        CITY.col('zoneId'),
        zoneId,
      );
      const found = whereSearched(inZone, [CITY.col('name'), CITY.col('nameUrdu')], search);
      ctx.body = (await keysetPage<CityListItem>(
        knex,
        found,
        CITY_RANKING_KEYS,
        request,
      )) satisfies Page<CityListItem>;
    },
  );

  // The potential-campus list, a page at a time (the dashboard shows its head): cities that saved
  // a checklist and are not campuses yet, whether made one by the checklist's Mark as Campus or by
  // the city's own campusActive.
  router.get('/cities/requiring-attention', validate({ query: pageQuerySchema }), async (ctx) => {
    const user = requireUser(ctx);
    const workingTowards = whereInScope(
      knex
        .withSchema(READ_SCHEMA)
        .from(CHECKLIST.from)
        .join(CITY.from, CITY.col('id'), CHECKLIST.col('cityId'))
        .where(CHECKLIST.col('isCampus'), false)
        .andWhere(CITY.col('campusActive'), false)
        .select({
          ...CITY.select('id', 'name', 'nameUrdu', 'zoneId'),
          ...CHECKLIST.select(
            'seerahCirclesCheck',
            'trainedTeamCheck',
            'trainedTeachersCheck',
            'locationConfirmedCheck',
            'teamVisitedIslamabadCheck',
            'completedCount',
          ),
        }),
      user,
      'cities_read',
      CITY_SCOPE_COLUMNS,
    );
    ctx.body = (await keysetPage<CityRequiringAttention>(
      knex,
      workingTowards,
      MOST_COMPLETE_FIRST,
      ctx.state.input.query,
    )) satisfies Page<CityRequiringAttention>;
  });

  router.get('/cities/activity-status', async (ctx) => {
    const user = requireUser(ctx);
    const row = await whereInScope(
      knex
        .withSchema(READ_SCHEMA)
        .from(CITY.from)
        .select(
          knex.raw(`${cityIdsWhere(`${CITY.col('status')} = 'active'`)} AS active`),
          knex.raw(
            `${cityIdsWhere(`${lastMeetingOfCity('c')}::date >= ${TODAY} - ${DANGER_ZONE_DAYS}`)} AS met`,
          ),
          knex.raw(
            `${cityIdsWhere(`${lastReportOfCity('c')}::date >= ${TODAY} - ${RECENT_KARGUZARI_DAYS}`)} AS reported`,
          ),
        ),
      user,
      'cities_read',
      CITY_SCOPE_COLUMNS,
    ).first();
    ctx.body = {
      activeCityIds: row.active,
      recentMeetingsCities: row.met,
      recentKarguzariCities: row.reported,
    } satisfies CityActivityStatus;
  });

  router.get('/cities/:id', validate({ params: idParams('id') }), async (ctx) => {
    const id = ctx.state.input.params.id;
    requireUser(ctx);
    const city = await cityAsJson(knex, id);
    authorizeFound(ctx, 'cities_read', city && cityResource(city), CITY_NOT_FOUND);
    ctx.type = 'json';
    ctx.body = city!.body;
  });

  router.get('/cities/:id/child-cities', validate({ params: idParams('id') }), async (ctx) => {
    const id = ctx.state.input.params.id;
    const user = await authorizeCityRead(ctx, knex, id);
    const subCities = whereInScope(
      selectCities(knex).where(CITY.col('parentCityId'), id),
      user,
      'cities_read',
      CITY_SCOPE_COLUMNS,
    );
    ctx.type = 'json';
    ctx.body = await citiesAsJson(knex, subCities, BY_NAME);
  });

  return {
    router,
    readModels: [
      READ_MODEL.cities,
      READ_MODEL.campusChecklists,
      READ_MODEL.zones,
      READ_MODEL.meetings,
      READ_MODEL.karguzariVersions,
      READ_MODEL.gatherings,
      READ_MODEL.dangerZone,
    ],
  };
}
