import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import { authorize, requireUser } from '@seerat/access';
import {
  type ActivityEntry,
  activityFiltersSchema,
  activityQuerySchema,
  type CursorValue,
  decodeCursor,
  type Page,
  toNotBeforeFrom,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { READ_MODEL } from '@seerat/projector/tables';
import { z } from 'zod';
import type { ReadRoutes } from '../../app';
import { csvLine } from '../../http/csv';
import { activityPage } from './activity-feed';

const exportQuerySchema = activityFiltersSchema
  .extend({ format: z.enum(['csv', 'ndjson']).default('csv') })
  .superRefine(toNotBeforeFrom);

const EXPORT_PAGE = 1_000;
const CSV_COLUMNS = [
  'createdAt',
  'entityType',
  'entityId',
  'action',
  'fieldName',
  'oldValue',
  'newValue',
  'username',
  'changeReason',
  'ipAddress',
  'userAgent',
] as const;

/**
 * The activity feed of auditors and administrators (`audit_trail`): `GET /api/audit/activity` one
 * page at a time, and `GET /api/audit/activity/export` the whole filtered feed as CSV or NDJSON,
 * streamed page by page as the client takes it (constant memory, whatever the organisation's size).
 */
export function activityReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api/audit' });

  router.get('/activity', validate({ query: activityQuerySchema }), async (ctx) => {
    requireUser(ctx);
    authorize(ctx, 'audit_trail');
    ctx.body = (await activityPage(knex, ctx.state.input.query)) satisfies Page<ActivityEntry>;
  });

  router.get('/activity/export', validate({ query: exportQuerySchema }), async (ctx) => {
    requireUser(ctx);
    authorize(ctx, 'audit_trail');
    const { format, ...filters } = ctx.state.input.query;
    const stream = new PassThrough();
    ctx.type = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson';
    ctx.attachment(`activity.${format}`);
    ctx.body = stream;
    void (async () => {
      if (format === 'csv') stream.write(`${CSV_COLUMNS.join(',')}\n`);
      let cursor: CursorValue[] | undefined;
      for (;;) {
        const page = await activityPage(knex, { ...filters, cursor, limit: EXPORT_PAGE });
        for (const entry of page.items) {
          const line = format === 'csv' ? activityLine(entry) : `${JSON.stringify(entry)}\n`;
          // The next rows wait until the client has taken these: memory stays one page.
          if (!stream.write(line)) await new Promise((resolve) => stream.once('drain', resolve));
          if (stream.destroyed) return;
        }
        if (page.nextCursor === null) break;
        cursor = decodeCursor(page.nextCursor);
      }
      stream.end();
    })().catch((error: unknown) => stream.destroy(error as Error));
  });

  return {
    router,
    readModels: [
      READ_MODEL.zoneAuditLog,
      READ_MODEL.cityAuditLog,
      READ_MODEL.qabailAuditLog,
      READ_MODEL.gatheringAuditLog,
      READ_MODEL.meetingAuditLog,
      READ_MODEL.karguzariAuditLog,
      READ_MODEL.budgetAuditLog,
      READ_MODEL.entityAuditLog,
    ],
  };
}

function activityLine(entry: ActivityEntry): string {
  const values: Record<(typeof CSV_COLUMNS)[number], unknown> = {
    ...entry,
    ipAddress: entry.ipAddress ?? null,
    userAgent: entry.userAgent ?? null,
    username: entry.user.username,
  };
  return csvLine(CSV_COLUMNS.map((column) => values[column]));
}
