import Router from '@koa/router';
import type { CityProfileSummary } from '@seerat/contracts';
import { idParams, pageQuerySchema } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { AUDIT_LOGS, READ_MODEL, READ_SCHEMA } from '@seerat/projector/tables';
import { authorizeCityRead, authorizeZoneRead } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { auditHistoryPage, seesOrigin } from './audit-history';

/**
 * Change histories, one entry per changed field (`/audit` and `/audit-history` are the same list
 * under the two names the screens use), and a city's profile summary. Newest change first; the
 * fields of one change (one command: the same time) in the order they were recorded, which is the
 * form's order.
 */
export function auditReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get(
    ['/cities/:id/audit', '/cities/:id/audit-history'],
    validate({ params: idParams('id'), query: pageQuerySchema }),
    async (ctx) => {
      const cityId = ctx.state.input.params.id;
      await authorizeCityRead(ctx, knex, cityId);
      ctx.body = await auditHistoryPage(
        knex,
        {
          ...AUDIT_LOGS.cities,
          ownerId: cityId,
          withOrigin: seesOrigin(ctx),
        },
        ctx.state.input.query,
      );
    },
  );

  router.get(
    '/zones/:id/audit',
    validate({ params: idParams('id'), query: pageQuerySchema }),
    async (ctx) => {
      const zoneId = ctx.state.input.params.id;
      await authorizeZoneRead(ctx, knex, zoneId);
      ctx.body = await auditHistoryPage(
        knex,
        {
          ...AUDIT_LOGS.zones,
          ownerId: zoneId,
          withOrigin: seesOrigin(ctx),
        },
        ctx.state.input.query,
      );
    },
  );

  router.get('/cities/:id/profile-summary', validate({ params: idParams('id') }), async (ctx) => {
    const cityId = ctx.state.input.params.id;
    await authorizeCityRead(ctx, knex, cityId);
    const row = await knex
      .withSchema(READ_SCHEMA)
      .from('city_profile_summary')
      .where('city_id', cityId)
      .select('total_changes', 'last_edited_by', 'last_edited_at')
      .first();
    ctx.body = {
      totalChanges: row?.total_changes ?? 0,
      lastEditor: row ? { username: row.last_edited_by } : null,
      lastEditedAt: row ? new Date(row.last_edited_at).toISOString() : null,
    } satisfies CityProfileSummary;
  });

  return {
    router,
    readModels: [READ_MODEL.cityAuditLog, READ_MODEL.zoneAuditLog, READ_MODEL.cities, READ_MODEL.zones],
  };
}
