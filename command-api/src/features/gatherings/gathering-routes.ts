import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import {
  approveGatheringRequestSchema,
  cancelGatheringRequestSchema,
  createGatheringRequestSchema,
  idParams,
  recordGatheringOutcomeRequestSchema,
  rejectGatheringRequestSchema,
  reopenGatheringRequestSchema,
  requestGatheringChangesRequestSchema,
  updateGatheringRequestSchema,
} from '@seerat/contracts';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { assertSameId, ifMatchRevision } from '../../http/if-match';
import { actorOf } from '../../http/request-actor';
import { approveGathering } from './approve-gathering';
import { cancelGathering } from './cancel-gathering';
import { createGathering } from './create-gathering';
import type { GatheringState } from './gathering-decider';
import { recordGatheringOutcome } from './record-gathering-outcome';
import { rejectGathering } from './reject-gathering';
import { reopenGathering } from './reopen-gathering';
import { requestGatheringChanges } from './request-gathering-changes';
import { submitGathering } from './submit-gathering';
import { updateGathering } from './update-gathering';

const eventParams = idParams('eventId');

/**
 * The organisation's events under the product's paths: `POST /api/events`, `PUT /api/events/:id`
 * (Save Draft), and the workflow steps `/submit-approval`, `/approve`, `/reject`,
 * `/request-changes`, `/outcome`, `/cancel`, `/reopen`. Each answers the event as it now is.
 */
export function gatheringRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/events', signedIn, validate({ body: createGatheringRequestSchema }), async (ctx) => {
    const result = await createGathering(deps, actorOf(ctx), ctx.state.input.body);
    answerCommand(ctx, result, gatheringBody(result), 201);
  });

  // Save Draft, and Submit for Approval with the form's fields saved first.
  for (const [path, submit] of [
    ['/events/:eventId', false],
    ['/events/:eventId/submit-approval', true],
  ] as const) {
    router.put(
      path,
      signedIn,
      validate({ params: eventParams, body: updateGatheringRequestSchema }),
      async (ctx) => {
        const { params, body } = ctx.state.input;
        assertSameId(body.id, params.eventId);
        const input = { gatheringId: params.eventId, request: body, expectedRevision: ifMatchRevision(ctx) };
        const result = submit
          ? await submitGathering(deps, actorOf(ctx), input)
          : await updateGathering(deps, actorOf(ctx), input);
        answerCommand(ctx, result, gatheringBody(result));
      },
    );
  }

  router.put(
    '/events/:eventId/approve',
    signedIn,
    validate({ params: eventParams, body: approveGatheringRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await approveGathering(deps, actorOf(ctx), {
        gatheringId: params.eventId,
        comment: body.approvalComments,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, gatheringBody(result));
    },
  );

  router.put(
    '/events/:eventId/reject',
    signedIn,
    validate({ params: eventParams, body: rejectGatheringRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await rejectGathering(deps, actorOf(ctx), {
        gatheringId: params.eventId,
        reason: body.reason,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, gatheringBody(result));
    },
  );

  router.put(
    '/events/:eventId/request-changes',
    signedIn,
    validate({ params: eventParams, body: requestGatheringChangesRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await requestGatheringChanges(deps, actorOf(ctx), {
        gatheringId: params.eventId,
        feedback: body.approvalComments,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, gatheringBody(result));
    },
  );

  router.put(
    '/events/:eventId/outcome',
    signedIn,
    validate({ params: eventParams, body: recordGatheringOutcomeRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await recordGatheringOutcome(deps, actorOf(ctx), {
        gatheringId: params.eventId,
        outcome: body,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, gatheringBody(result));
    },
  );

  router.put(
    '/events/:eventId/cancel',
    signedIn,
    validate({ params: eventParams, body: cancelGatheringRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await cancelGathering(deps, actorOf(ctx), {
        gatheringId: params.eventId,
        reason: body.reason,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, gatheringBody(result));
    },
  );

  router.put(
    '/events/:eventId/reopen',
    signedIn,
    validate({ params: eventParams, body: reopenGatheringRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await reopenGathering(deps, actorOf(ctx), {
        gatheringId: params.eventId,
        reason: body.reason,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, gatheringBody(result));
    },
  );

  return router;
}

/** The event as the command left it (the read API adds the city's names and derived status). */
function gatheringBody({ state }: CommandResult<GatheringState>) {
  return {
    ...state.fields,
    ...state.outcome,
    id: state.gatheringId,
    status: state.status,
    approvalStatus: state.approvalStatus,
  };
}
