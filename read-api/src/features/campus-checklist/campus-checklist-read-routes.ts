import Router from '@koa/router';
import { type CampusChecklist, campusChecklistMapSchema, idParams } from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import { campusChecklistsTable, READ_MODEL, READ_SCHEMA } from '@seerat/projector/tables';
import { authorizeCityRead } from '../../access/readable';
import type { ReadRoutes } from '../../app';

/** Every check false: the checklist before the city's first save. */
const NOTHING_CHECKED = campusChecklistMapSchema.parse({});

/** `GET /api/cities/:id/campus-checklist`: the city's saved checklist, or nothing checked yet. */
export function campusChecklistReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/cities/:id/campus-checklist', validate({ params: idParams('id') }), async (ctx) => {
    const cityId = ctx.state.input.params.id;
    await authorizeCityRead(ctx, knex, cityId);
    const checklist = campusChecklistsTable.as('k');
    const saved = await knex
      .withSchema(READ_SCHEMA)
      .from(checklist.from)
      .where(checklist.col('cityId'), cityId)
      .select(
        checklist.select(
          'seerahCirclesCheck',
          'trainedTeamCheck',
          'trainedTeachersCheck',
          'locationConfirmedCheck',
          'teamVisitedIslamabadCheck',
          'isCampus',
          'notes',
          'completedBy',
          'completedAt',
        ),
      )
      .first();
    ctx.body = (
      saved
        ? { cityId, ...saved, completedAt: new Date(saved.completedAt).toISOString() }
        : { cityId, ...NOTHING_CHECKED, isCampus: false, notes: null, completedBy: null, completedAt: null }
    ) satisfies CampusChecklist;
  });

  return { router, readModels: [READ_MODEL.campusChecklists, READ_MODEL.cities] };
}
