import Router from '@koa/router';
import { idParams, type SeeratModelCheckView } from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import { READ_MODEL, READ_SCHEMA } from '@seerat/projector/tables';
import { authorizeCityRead } from '../../access/readable';
import type { ReadRoutes } from '../../app';

/**
 * `GET /api/cities/:id/seerat-model-checks`: the city's Seerat model checks in the order they
 * were recorded, each with who recorded or last changed it. Their history is the city's
 * (`GET /api/cities/:id/audit`).
 */
export function seeratModelCheckReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/cities/:id/seerat-model-checks', validate({ params: idParams('id') }), async (ctx) => {
    const cityId = ctx.state.input.params.id;
    await authorizeCityRead(ctx, knex, cityId);
    const rows = await knex
      .withSchema(READ_SCHEMA)
      .from('seerat_model_checks')
      .where('city_id', cityId)
      .orderBy('check_id')
      .select({
        id: 'check_id',
        checkName: 'check_name',
        checkStatus: 'check_status',
        lastCheckedDate: knex.raw("to_char(last_checked_date, 'YYYY-MM-DD')"),
        notes: 'notes',
        version: 'version',
        userId: 'user_id',
        checkedBy: 'checked_by',
        updatedAt: 'updated_at',
      });
    ctx.body = rows.map(
      (row): SeeratModelCheckView => ({ ...row, cityId, updatedAt: new Date(row.updatedAt).toISOString() }),
    );
  });

  return { router, readModels: [READ_MODEL.seeratModelChecks, READ_MODEL.cities] };
}
