import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import {
  addActionItemRequestSchema,
  changeMeetingStatusRequestSchema,
  closeActionItemRequestSchema,
  createMeetingRequestSchema,
  idParams,
  updateActionItemRequestSchema,
  updateMeetingRequestSchema,
} from '@seerat/contracts';
import type { MeetingState } from '@seerat/domain';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { assertSameId, ifMatchRevision } from '../../http/if-match';
import { actorOf } from '../../http/request-actor';
import { addActionItem } from './add-action-item';
import { changeMeetingStatus } from './change-meeting-status';
import { closeActionItem } from './close-action-item';
import { recordMeeting } from './record-meeting';
import { updateActionItem } from './update-action-item';
import { updateMeeting } from './update-meeting';

const meetingParams = idParams('meetingId');
const itemParams = idParams('meetingId', 'itemId');

/**
 * `POST /api/meetings`, `PUT /api/meetings/:meetingId` (edit), `PUT …/status`, and the action
 * items: `POST …/action-items`, `PUT …/action-items/:itemId`, `PUT …/action-items/:itemId/close`.
 * Each answers the meeting as it now is, with its action items.
 */
export function meetingRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api/meetings' });

  router.post('/', signedIn, validate({ body: createMeetingRequestSchema }), async (ctx) => {
    const result = await recordMeeting(deps, actorOf(ctx), ctx.state.input.body);
    answerCommand(ctx, result, meetingBody(result), 201);
  });

  router.put(
    '/:meetingId',
    signedIn,
    validate({ params: meetingParams, body: updateMeetingRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      assertSameId(body.id, params.meetingId);
      const result = await updateMeeting(deps, actorOf(ctx), {
        meetingId: params.meetingId,
        request: body,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, meetingBody(result));
    },
  );

  router.put(
    '/:meetingId/status',
    signedIn,
    validate({ params: meetingParams, body: changeMeetingStatusRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await changeMeetingStatus(deps, actorOf(ctx), {
        meetingId: params.meetingId,
        request: body,
      });
      answerCommand(ctx, result, meetingBody(result));
    },
  );

  router.post(
    '/:meetingId/action-items',
    signedIn,
    validate({ params: meetingParams, body: addActionItemRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await addActionItem(deps, actorOf(ctx), { meetingId: params.meetingId, request: body });
      answerCommand(ctx, result, meetingBody(result), 201);
    },
  );

  router.put(
    '/:meetingId/action-items/:itemId',
    signedIn,
    validate({ params: itemParams, body: updateActionItemRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await updateActionItem(deps, actorOf(ctx), { ...params, request: body });
      answerCommand(ctx, result, meetingBody(result));
    },
  );

  router.put(
    '/:meetingId/action-items/:itemId/close',
    signedIn,
    validate({ params: itemParams, body: closeActionItemRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await closeActionItem(deps, actorOf(ctx), { ...params, request: body });
      answerCommand(ctx, result, meetingBody(result));
    },
  );

  return router;
}

function meetingBody({ state }: CommandResult<MeetingState>) {
  return { ...state.fields, actionItems: state.actionItems, id: state.meetingId };
}
