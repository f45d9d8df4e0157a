import Router from '@koa/router';
import { requireUser, whereInScope } from '@seerat/access';
import type { Page, Qabail } from '@seerat/contracts';
import { idParams, pageQuerySchema, qabailListQuerySchema } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { AUDIT_LOGS, qabilahListTable, READ_MODEL, READ_SCHEMA } from '@seerat/projector/tables';
import { z } from 'zod';
import { authorizeCity, authorizeFound, cityResource } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { noStoreForBrowsers } from '../../http/answer-cache';
import { keysetPage } from '../../http/keyset-page';
import { whereSearched } from '../../http/text-search';
import { auditHistoryPage, seesOrigin } from '../audit/audit-history';
import { CITY } from '../cities/city-query';
import {
  BY_QABILAH_NAME,
  BY_QABILAH_NAME_KEYS,
  QABAIL,
  QABAIL_SCOPE_COLUMNS,
  type QabailRow,
  selectQabails,
  toQabail,
} from './qabail-query';

/** The one column of the qabilah names offered as suggestions. */
const QABILAH_NAME = qabilahListTable.column.name;

/** `t` is the earlier product's cache buster: accepted and ignored (`answerKey` leaves it out). */
const qabailCardQuery = z.object({ t: z.string().max(50).optional() });

/**
 * Qabails: the list of those in the caller's scope a page at a time (`qabails` module of the
 * policy, on each qabail's city), one qabail, a city's own qabails (403 outside the scope, 404 for
 * an unknown city), the qabilah name list, and a qabail's change history.
 */
export function qabailReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/qabails', validate({ query: qabailListQuerySchema }), async (ctx) => {
    const user = requireUser(ctx);
    const { search, ...request } = ctx.state.input.query;
    const inScope = whereInScope(selectQabails(knex), user, 'qabails_read', QABAIL_SCOPE_COLUMNS);
    const found = whereSearched(
      inScope,
      [QABAIL.col('qabilahName'), QABAIL.col('masoolName'), CITY.col('name')],
      search,
    );
    const page = await keysetPage<QabailRow>(knex, found, BY_QABILAH_NAME_KEYS, request);
    ctx.body = { ...page, items: page.items.map(toQabail) } satisfies Page<Qabail>;
  });

  // One qabail, for its details opened by address when it is not on the pages read so far.
  router.get('/qabails/:id', validate({ params: idParams('id') }), async (ctx) => {
    const row: QabailRow | undefined = await selectQabails(knex)
      .where(QABAIL.col('id'), ctx.state.input.params.id)
      .first();
    const place = row && cityResource({ zoneId: row.zoneId, path: row.cityPath });
    authorizeFound(ctx, 'qabails_read', place, 'Qabail not found');
    // authorizeFound threw when there was no row.
    ctx.body = toQabail(row!) satisfies Qabail;
  });

  router.get(
    '/cities/:id/qabails',
    validate({ params: idParams('id'), query: qabailCardQuery }),
    async (ctx) => {
      const cityId = ctx.state.input.params.id;
      requireUser(ctx);
      await authorizeCity(ctx, 'qabails_read', knex, cityId);
      const rows: QabailRow[] = await selectQabails(knex)
        .where(QABAIL.col('cityId'), cityId)
        .orderBy(BY_QABILAH_NAME);
      // The Qabail card must never show a copy kept by the browser or a proxy. The caller's own
      // changes are already here (the read waited for them); other people's arrive as soon as the
      // projector has applied them.
      noStoreForBrowsers(ctx);
      ctx.body = rows.map(toQabail) satisfies Qabail[];
    },
  );

  // Organisation-wide, for every signed-in user: the names are the shared spelling of qabilahs,
  // offered as suggestions in the qabail form; they say nothing about any city.
  router.get('/qabilah-list', async (ctx) => {
    requireUser(ctx);
    const rows: { name: string }[] = await knex
      .withSchema(READ_SCHEMA)
      .from(qabilahListTable.name)
      .select({ name: QABILAH_NAME })
      .orderByRaw(`lower(${QABILAH_NAME}), ${QABILAH_NAME}`);
    ctx.body = rows.map((row) => row.name) satisfies string[];
  });

  router.get(
    '/qabails/:id/audit',
    validate({ params: idParams('id'), query: pageQuerySchema }),
    async (ctx) => {
      const qabailId = ctx.state.input.params.id;
      requireUser(ctx);
      const cityId = await lastCityOf(knex, qabailId);
      if (cityId === null) authorizeFound(ctx, 'qabails_read', null, 'Qabail not found');
      else await authorizeCity(ctx, 'qabails_read', knex, cityId);
      ctx.body = await auditHistoryPage(
        knex,
        {
          ...AUDIT_LOGS.qabails,
          ownerId: qabailId,
          withOrigin: seesOrigin(ctx),
        },
        ctx.state.input.query,
      );
    },
  );

  return {
    router,
    readModels: [READ_MODEL.qabails, READ_MODEL.qabilahList, READ_MODEL.qabailAuditLog, READ_MODEL.cities],
  };
}

/** The city a qabail was in at its newest change: a deleted qabail's history stays with it. */
async function lastCityOf(knex: Knex, qabailId: number): Promise<number | null> {
  const row = await knex
    .withSchema(READ_SCHEMA)
    .from(AUDIT_LOGS.qabails.table)
    .select('city_id')
    .where('qabail_id', qabailId)
    .orderBy('id', 'desc')
    .first();
  return row?.city_id ?? null;
}
