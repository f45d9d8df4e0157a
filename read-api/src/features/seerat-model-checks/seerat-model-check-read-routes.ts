import Router from '@koa/router';
import { idParams, type SeeratModelCheckView } from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import { READ_MODEL, READ_SCHEMA, seeratModelChecksTable } from '@seerat/projector/tables';
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
    const { name, column } = seeratModelChecksTable;
    const rows = await knex
      .withSchema(READ_SCHEMA)
      .from(name)
      .where(column.cityId, cityId)
      .orderBy(column.checkId)
      .select({
        id: column.checkId,
        checkName: column.checkName,
        checkStatus: column.checkStatus,
        lastCheckedDate: knex.raw(`to_char(${column.lastCheckedDate}, 'YYYY-MM-DD')`),
        notes: column.notes,
        version: column.version,
        userId: column.userId,
        checkedBy: column.checkedBy,
        updatedAt: column.updatedAt,
      });
    ctx.body = rows.map(
      (row): SeeratModelCheckView => ({ ...row, cityId, updatedAt: new Date(row.updatedAt).toISOString() }),
    );
  });

  return { router, readModels: [READ_MODEL.seeratModelChecks, READ_MODEL.cities] };
}
