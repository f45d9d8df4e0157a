import Router from '@koa/router';
import {
  type CampusChecklist,
  type CityActivityStatus,
  type CityRequiringAttention,
  campusChecklistMapSchema,
} from '@seerat/contracts';
import {
  authorize,
  type Knex,
  notFound,
  READ_SCHEMA,
  requireUser,
  validateQuery,
  whereInScope,
} from '@seerat/platform';
import { z } from 'zod';
import { authorizeCityRead, cityResource, READ_CITIES } from '../../access/readable';
import { idParam, idTextSchema } from '../../http/id-param';
import {
  BY_NAME,
  CITY_SCOPE_COLUMNS,
  citiesAsJson,
  cityAsJson,
  selectCities,
  ZONE_RANKING,
} from './city-query';

const cityListQuery = z.object({ zoneId: idTextSchema.optional() });

/** Every check false: the checklist before the city's first save. */
const NOTHING_CHECKED = campusChecklistMapSchema.parse({});

/**
 * Cities: lists filtered to the caller's scope, one city (403 outside it), its sub-cities, its
 * campus checklist, the potential-campus list and the activity status. The fixed paths are
 * registered before `/cities/:id`, which would otherwise take them for ids.
 */
export function cityReadRouter(deps: { knex: Knex }): Router {
  const { knex } = deps;
  const router = new Router({ prefix: '/api/cities' });

  router.get('/', validateQuery(cityListQuery), async (ctx) => {
    const user = requireUser(ctx);
    const { zoneId } = ctx.state.query as z.infer<typeof cityListQuery>;
    const inScope = whereInScope(selectCities(knex), user, 'cities', 'read', CITY_SCOPE_COLUMNS);
    ctx.type = 'json';
    ctx.body =
      zoneId === undefined
        ? await citiesAsJson(knex, inScope, BY_NAME)
        : await citiesAsJson(knex, inScope.where('c.zone_id', zoneId), ZONE_RANKING);
  });

  // The potential-campus list: cities that saved a checklist and are not campuses yet, whether
  // made one by the checklist's Mark as Campus or by the city's own campusActive.
  router.get('/requiring-attention', async (ctx) => {
    const user = requireUser(ctx);
    const rows = await whereInScope(
      knex
        .withSchema(READ_SCHEMA)
        .from('campus_checklists as k')
        .join('cities as c', 'c.id', 'k.city_id')
        .where('k.is_campus', false)
        .andWhere('c.campus_active', false)
        .select({
          id: 'c.id',
          name: 'c.name',
          nameUrdu: 'c.name_urdu',
          zoneId: 'c.zone_id',
          seerahCirclesCheck: 'k.seerah_circles_check',
          trainedTeamCheck: 'k.trained_team_check',
          trainedTeachersCheck: 'k.trained_teachers_check',
          locationConfirmedCheck: 'k.location_confirmed_check',
          teamVisitedIslamabadCheck: 'k.team_visited_islamabad_check',
          completedCount: 'k.completed_count',
        })
        .orderBy([{ column: 'k.completed_count', order: 'desc' }, { column: 'c.name' }, { column: 'c.id' }]),
      user,
      'cities',
      'read',
      CITY_SCOPE_COLUMNS,
    );
    ctx.body = rows satisfies CityRequiringAttention[];
  });

  router.get('/activity-status', async (ctx) => {
    const user = requireUser(ctx);
    const rows: { id: number }[] = await whereInScope(
      knex
        .withSchema(READ_SCHEMA)
        .from('cities as c')
        .select('c.id')
        .where('c.status', 'active')
        .orderBy('c.id'),
      user,
      'cities',
      'read',
      CITY_SCOPE_COLUMNS,
    );
    ctx.body = {
      activeCityIds: rows.map((row) => row.id),
      // Filled once meetings and karguzari reports exist.
      recentMeetingsCities: [],
      recentKarguzariCities: [],
    } satisfies CityActivityStatus;
  });

  router.get('/:id', async (ctx) => {
    const id = idParam(ctx);
    requireUser(ctx);
    const city = await cityAsJson(knex, id);
    if (!city) throw notFound('City not found');
    authorize(ctx, READ_CITIES, cityResource(city));
    ctx.type = 'json';
    ctx.body = city.body;
  });

  router.get('/:id/child-cities', async (ctx) => {
    const id = idParam(ctx);
    const user = await authorizeCityRead(ctx, knex, id);
    const subCities = whereInScope(
      selectCities(knex).where('c.parent_city_id', id),
      user,
      'cities',
      'read',
      CITY_SCOPE_COLUMNS,
    );
    ctx.type = 'json';
    ctx.body = await citiesAsJson(knex, subCities, BY_NAME);
  });

  router.get('/:id/campus-checklist', async (ctx) => {
    const cityId = idParam(ctx);
    await authorizeCityRead(ctx, knex, cityId);
    const saved = await knex
      .withSchema(READ_SCHEMA)
      .from('campus_checklists')
      .where('city_id', cityId)
      .select({
        seerahCirclesCheck: 'seerah_circles_check',
        trainedTeamCheck: 'trained_team_check',
        trainedTeachersCheck: 'trained_teachers_check',
        locationConfirmedCheck: 'location_confirmed_check',
        teamVisitedIslamabadCheck: 'team_visited_islamabad_check',
        isCampus: 'is_campus',
        notes: 'notes',
        completedBy: 'completed_by',
        completedAt: 'completed_at',
      })
      .first();
    ctx.body = (
      saved
        ? { cityId, ...saved, completedAt: new Date(saved.completedAt).toISOString() }
        : { cityId, ...NOTHING_CHECKED, isCampus: false, notes: null, completedBy: null, completedAt: null }
    ) satisfies CampusChecklist;
  });

  return router;
}
