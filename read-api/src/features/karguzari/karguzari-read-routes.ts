import Router from '@koa/router';
import { requireUser, whereInScope } from '@seerat/access';
import { idParams, type KarguzariReport, karguzariListQuerySchema } from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import type { Context } from 'koa';
import { authorizeCity, authorizeFound } from '../../access/readable';
import { auditHistoryJson, seesOrigin } from '../audit/audit-history';
import { NEWEST_REPORT_FIRST, REPORT_SCOPE_COLUMNS, selectReportVersions } from './karguzari-query';

export const READ_KARGUZARI = { module: 'karguzari', level: 'read' } as const;

/**
 * Karguzari reports: the newest version of each report in the caller's scope, a city's reports
 * with every version (the city page and profiling panel), one report, its versions and its change
 * history. Read with karguzari-read on the report's city.
 */
export function karguzariReadRouter(deps: { knex: Knex }): Router {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/karguzari', validate({ query: karguzariListQuerySchema }), async (ctx) => {
    const user = requireUser(ctx);
    const { zoneId, cityId, status } = ctx.state.input.query;
    const query = whereInScope(
      selectReportVersions(knex).where('k.is_latest', true),
      user,
      'karguzari',
      'read',
      REPORT_SCOPE_COLUMNS,
    ).orderBy(NEWEST_REPORT_FIRST);
    if (zoneId !== undefined) query.where('k.zone_id', zoneId);
    if (cityId !== undefined) query.where('k.city_id', cityId);
    if (status !== undefined) query.where('k.status', status);
    ctx.body = (await query) satisfies KarguzariReport[];
  });

  router.get('/karguzari/:id', validate({ params: idParams('id') }), async (ctx) => {
    const [latest] = await readableVersions(ctx, knex, ctx.state.input.params.id);
    ctx.body = latest satisfies KarguzariReport | undefined;
  });

  router.get('/karguzari/:id/versions', validate({ params: idParams('id') }), async (ctx) => {
    ctx.body = (await readableVersions(ctx, knex, ctx.state.input.params.id)) satisfies KarguzariReport[];
  });

  router.get('/karguzari/:id/audit', validate({ params: idParams('id') }), async (ctx) => {
    const [latest] = await readableVersions(ctx, knex, ctx.state.input.params.id);
    ctx.type = 'json';
    ctx.body = await auditHistoryJson(knex, {
      table: 'karguzari_audit_log',
      ownerColumn: 'report_id',
      ownerId: latest!.id,
      withOrigin: seesOrigin(ctx),
    });
  });

  router.get('/cities/:id/karguzari', validate({ params: idParams('id') }), async (ctx) => {
    const cityId = ctx.state.input.params.id;
    requireUser(ctx);
    await authorizeCity(ctx, READ_KARGUZARI, knex, cityId);
    ctx.body = (await selectReportVersions(knex)
      .where('k.city_id', cityId)
      .orderBy(NEWEST_REPORT_FIRST)) satisfies KarguzariReport[];
  });

  return router;
}

/** Every version of the report, newest first, if the caller may read it: 401, 404 or 403 otherwise. */
async function readableVersions(ctx: Context, knex: Knex, reportId: number): Promise<KarguzariReport[]> {
  requireUser(ctx);
  const versions: KarguzariReport[] = await selectReportVersions(knex)
    .where('k.report_id', reportId)
    .orderBy('k.version', 'desc');
  const latest = versions[0];
  authorizeFound(
    ctx,
    READ_KARGUZARI,
    latest && { kind: 'city', zoneId: latest.zoneId, cityPath: latest.cityPath },
    'Report not found',
  );
  return versions;
}
