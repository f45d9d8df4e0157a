import Router from '@koa/router';
import { type CampusChecklist, campusChecklistMapSchema, idParams } from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import { READ_SCHEMA } from '@seerat/projector/tables';
import { authorizeCityRead } from '../../access/readable';

/** Every check false: the checklist before the city's first save. */
const NOTHING_CHECKED = campusChecklistMapSchema.parse({});

/** `GET /api/cities/:id/campus-checklist`: the city's saved checklist, or nothing checked yet. */
export function campusChecklistReadRouter(deps: { knex: Knex }): Router {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/cities/:id/campus-checklist', validate({ params: idParams('id') }), async (ctx) => {
    const cityId = ctx.state.input.params.id;
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
