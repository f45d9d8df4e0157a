import Router from '@koa/router';
import { requireUser, whereInScope } from '@seerat/access';
import {
  idParams,
  idText,
  isOpenActionItem,
  type Meeting,
  meetingListQuerySchema,
  type OpenActionItem,
  pageQuerySchema,
  type Resource,
} from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import { AUDIT_LOGS, READ_MODEL } from '@seerat/projector/tables';
import { z } from 'zod';
import { authorizeCity, authorizeFound, authorizeZone } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { auditHistoryPage, seesOrigin } from '../audit/audit-history';
import {
  MEETING_SCOPE_COLUMNS,
  meetingPage,
  NEWEST_MEETING_FIRST,
  selectMeetings,
  whereMeetingsListed,
  withActionItems,
} from './meeting-query';

const placeQuery = z
  .object({ cityId: idText.optional(), zoneId: idText.optional() })
  .refine((query) => (query.cityId === undefined) !== (query.zoneId === undefined), {
    message: 'Name either a city or a zone',
    path: ['cityId'],
  });

/**
 * Meetings: the list in the caller's scope with its filters, a city's meetings, one meeting, its
 * change history, and the open action items of the newest meeting of a city or zone (offered to
 * the next meeting to carry forward). A city meeting is read with meetings-read on its city, a
 * zone meeting on its zone.
 */
export function meetingReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/meetings', validate({ query: meetingListQuerySchema }), async (ctx) => {
    const user = requireUser(ctx);
    const request = ctx.state.input.query;
    const scoped = whereInScope(selectMeetings(knex), user, 'meetings_read', MEETING_SCOPE_COLUMNS);
    ctx.body = await meetingPage(knex, whereMeetingsListed(scoped, request), request);
  });

  router.get('/meetings/open-action-items', validate({ query: placeQuery }), async (ctx) => {
    requireUser(ctx);
    const { cityId, zoneId } = ctx.state.input.query;
    if (cityId !== undefined) await authorizeCity(ctx, 'meetings_read', knex, cityId);
    else await authorizeZone(ctx, 'meetings_read', knex, zoneId as number);
    const newest = selectMeetings(knex).orderBy(NEWEST_MEETING_FIRST).first();
    if (cityId !== undefined) newest.where('m.city_id', cityId);
    else newest.where({ 'm.zone_id': zoneId, 'm.scope': 'zone' });
    const found: Omit<Meeting, 'actionItems'> | undefined = await newest;
    const [meeting] = found ? await withActionItems(knex, [found]) : [];
    ctx.body = (meeting?.actionItems ?? []).filter(isOpenActionItem).map((item) => ({
      ...item,
      meetingId: meeting!.id,
      meetingTitle: meeting!.title,
      meetingDate: meeting!.meetingDate,
    })) satisfies OpenActionItem[];
  });

  router.get('/meetings/:id', validate({ params: idParams('id') }), async (ctx) => {
    const meeting = await readableMeeting(ctx, knex, ctx.state.input.params.id);
    ctx.body = (await withActionItems(knex, [meeting]))[0] satisfies Meeting | undefined;
  });

  router.get(
    '/meetings/:id/audit',
    validate({ params: idParams('id'), query: pageQuerySchema }),
    async (ctx) => {
      const meeting = await readableMeeting(ctx, knex, ctx.state.input.params.id);
      ctx.body = await auditHistoryPage(
        knex,
        {
          ...AUDIT_LOGS.meetings,
          ownerId: meeting.id,
          withOrigin: seesOrigin(ctx),
        },
        ctx.state.input.query,
      );
    },
  );

  router.get(
    '/cities/:id/meetings',
    validate({ params: idParams('id'), query: pageQuerySchema }),
    async (ctx) => {
      const cityId = ctx.state.input.params.id;
      requireUser(ctx);
      await authorizeCity(ctx, 'meetings_read', knex, cityId);
      const query = selectMeetings(knex).where('m.city_id', cityId);
      ctx.body = await meetingPage(knex, query, ctx.state.input.query);
    },
  );

  return {
    router,
    readModels: [READ_MODEL.meetings, READ_MODEL.meetingAuditLog, READ_MODEL.cities, READ_MODEL.zones],
  };
}

/** The meeting if the caller may read it where it sits: 401, 404 or 403 otherwise. */
export async function readableMeeting(
  ctx: Parameters<typeof requireUser>[0],
  knex: Knex,
  meetingId: number,
): Promise<Omit<Meeting, 'actionItems'>> {
  requireUser(ctx);
  const meeting: Omit<Meeting, 'actionItems'> | undefined = await selectMeetings(knex)
    .where('m.id', meetingId)
    .first();
  const place: Resource | undefined =
    meeting &&
    (meeting.cityId === null
      ? { kind: 'zone', zoneId: meeting.zoneId }
      : { kind: 'city', zoneId: meeting.zoneId, cityPath: meeting.cityPath });
  authorizeFound(ctx, 'meetings_read', place, 'Meeting not found');
  return meeting!;
}
