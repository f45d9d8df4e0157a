import Router from '@koa/router';
import { requireUser, whereInScope } from '@seerat/access';
import {
  idParams,
  type KarguzariListItem,
  type KarguzariReport,
  karguzariListQuerySchema,
  type Page,
  type PageQuery,
  pageQuerySchema,
} from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import { AUDIT_LOGS, READ_MODEL } from '@seerat/projector/tables';
import type { Context } from 'koa';
import { authorizeCity, authorizeFound } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { keysetPage } from '../../http/keyset-page';
import { auditHistoryPage, seesOrigin } from '../audit/audit-history';
import {
  NEWEST_REPORT_KEYS,
  REPORT,
  REPORT_SCOPE_COLUMNS,
  selectReportListItems,
  selectReportVersions,
  whereReportsListed,
} from './karguzari-query';

/**
 * Karguzari reports: the newest version of each report in the caller's scope and a city's reports
 * with every version (the city page and profiling panel), both as list items; a city's versions
 * whole for its export; one report, its versions and its change history. Read with karguzari-read
 * on the report's city.
 */
export function karguzariReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/karguzari', validate({ query: karguzariListQuerySchema }), async (ctx) => {
    const user = requireUser(ctx);
    const request = ctx.state.input.query;
    const latest = selectReportListItems(knex).where(REPORT.col('isLatest'), true);
    const scoped = whereInScope(latest, user, 'karguzari_read', REPORT_SCOPE_COLUMNS);
    ctx.body = (await keysetPage<KarguzariListItem>(
      knex,
      whereReportsListed(scoped, request),
      NEWEST_REPORT_KEYS,
      request,
    )) satisfies Page<KarguzariListItem>;
  });

  router.get('/karguzari/:id', validate({ params: idParams('id') }), async (ctx) => {
    const [latest] = await readableVersions(ctx, knex, ctx.state.input.params.id);
    ctx.body = latest satisfies KarguzariReport | undefined;
  });

  router.get('/karguzari/:id/versions', validate({ params: idParams('id') }), async (ctx) => {
    ctx.body = (await readableVersions(ctx, knex, ctx.state.input.params.id)) satisfies KarguzariReport[];
  });

  router.get(
    '/karguzari/:id/audit',
    validate({ params: idParams('id'), query: pageQuerySchema }),
    async (ctx) => {
      const [latest] = await readableVersions(ctx, knex, ctx.state.input.params.id);
      ctx.body = await auditHistoryPage(
        knex,
        {
          ...AUDIT_LOGS.karguzari,
          ownerId: latest!.id,
          withOrigin: seesOrigin(ctx),
        },
        ctx.state.input.query,
      );
    },
  );

  /** Every version of the city's reports, newest first, a page at a time, as `select` gives them. */
  const cityVersions = async <Item extends object>(
    ctx: Context,
    request: { cityId: number; page: PageQuery },
    select: (knex: Knex) => Knex.QueryBuilder,
  ): Promise<Page<Item>> => {
    requireUser(ctx);
    await authorizeCity(ctx, 'karguzari_read', knex, request.cityId);
    const versions = select(knex).where(REPORT.col('cityId'), request.cityId);
    return keysetPage<Item>(knex, versions, NEWEST_REPORT_KEYS, request.page);
  };
  const cityPage = validate({ params: idParams('id'), query: pageQuerySchema });
  router.get('/cities/:id/karguzari', cityPage, async (ctx) => {
    const request = { cityId: ctx.state.input.params.id, page: ctx.state.input.query };
    ctx.body = await cityVersions<KarguzariListItem>(ctx, request, selectReportListItems);
  });
  // Export Reports: the same versions in the same order, each whole.
  router.get('/cities/:id/karguzari/export', cityPage, async (ctx) => {
    const request = { cityId: ctx.state.input.params.id, page: ctx.state.input.query };
    ctx.body = await cityVersions<KarguzariReport>(ctx, request, selectReportVersions);
  });

  return {
    router,
    readModels: [
      READ_MODEL.karguzariVersions,
      READ_MODEL.karguzariReviews,
      READ_MODEL.karguzariAuditLog,
      READ_MODEL.cities,
      READ_MODEL.zones,
    ],
  };
}

/** Every version of the report, newest first, if the caller may read it: 401, 404 or 403 otherwise. */
export async function readableVersions(
  ctx: Context,
  knex: Knex,
  reportId: number,
): Promise<KarguzariReport[]> {
  requireUser(ctx);
  const versions: KarguzariReport[] = await selectReportVersions(knex)
    .where(REPORT.col('reportId'), reportId)
    .orderBy(REPORT.col('version'), 'desc');
  const latest = versions[0];
  authorizeFound(
    ctx,
    'karguzari_read',
    latest && { kind: 'city', zoneId: latest.zoneId, cityPath: latest.cityPath },
    'Report not found',
  );
  return versions;
}
