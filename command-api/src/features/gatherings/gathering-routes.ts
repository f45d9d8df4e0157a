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
import type { GatheringState } from '@seerat/domain';
import { validate } from '@seerat/platform';
import type { z } from 'zod';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { assertSameId, ifMatchRevision } from '../../http/if-match';
import { actorOf } from '../../http/request-actor';
import { approveGathering } from './approve-gathering';
import { cancelGathering } from './cancel-gathering';
import { createGathering } from './create-gathering';
import { recordGatheringOutcome } from './record-gathering-outcome';
import { rejectGathering } from './reject-gathering';
import { reopenGathering } from './reopen-gathering';
import { requestGatheringChanges } from './request-gathering-changes';
import { submitGathering } from './submit-gathering';
import { updateGathering } from './update-gathering';

const eventParams = idParams('eventId');

/** The event a step acts on, and the revision the caller last read (`If-Match`). */
interface StepTarget {
  gatheringId: number;
  expectedRevision?: bigint;
}

/** A step of the event's life: the use case it runs with the request's valid body. */
type StepRun<Body> = (actor: Actor, target: StepTarget, body: Body) => Promise<CommandResult<GatheringState>>;

/**
 * The organisation's events under the product's paths: `POST /api/events`, `PUT /api/events/:id`
 * (Save Draft), and the workflow steps `/submit-approval`, `/approve`, `/reject`,
 * `/request-changes`, `/outcome`, `/cancel`, `/reopen`, one table of steps. Each answers the event
 * as it now is.
 */
export function gatheringRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/events', signedIn, validate({ body: createGatheringRequestSchema }), async (ctx) => {
    const result = await createGathering(deps, actorOf(ctx), ctx.state.input.body);
    answerCommand(ctx, result, gatheringBody(result), 201);
  });

  const step = <Schema extends z.ZodType>(path: string, body: Schema, run: StepRun<z.output<Schema>>) =>
    router.put(`/events/:eventId${path}`, signedIn, validate({ params: eventParams, body }), async (ctx) => {
      const { params, body: sent } = ctx.state.input;
      const target = { gatheringId: params.eventId, expectedRevision: ifMatchRevision(ctx) };
      // `validate` parsed the body by `body`; TypeScript leaves its conditional type open for a generic one.
      const result = await run(actorOf(ctx), target, sent as z.output<Schema>);
      answerCommand(ctx, result, gatheringBody(result));
    });

  // Save Draft, and Submit for Approval with the form's fields saved first.
  step('', updateGatheringRequestSchema, (actor, target, request) => {
    assertSameId(request.id, target.gatheringId);
    return updateGathering(deps, actor, { ...target, request });
  });
  step('/submit-approval', updateGatheringRequestSchema, (actor, target, request) => {
    assertSameId(request.id, target.gatheringId);
    return submitGathering(deps, actor, { ...target, request });
  });
  step('/approve', approveGatheringRequestSchema, (actor, target, body) =>
    approveGathering(deps, actor, { ...target, comment: body.approvalComments }),
  );
  step('/reject', rejectGatheringRequestSchema, (actor, target, body) =>
    rejectGathering(deps, actor, { ...target, reason: body.reason }),
  );
  step('/request-changes', requestGatheringChangesRequestSchema, (actor, target, body) =>
    requestGatheringChanges(deps, actor, { ...target, feedback: body.approvalComments }),
  );
  step('/outcome', recordGatheringOutcomeRequestSchema, (actor, target, outcome) =>
    recordGatheringOutcome(deps, actor, { ...target, outcome }),
  );
  step('/cancel', cancelGatheringRequestSchema, (actor, target, body) =>
    cancelGathering(deps, actor, { ...target, reason: body.reason }),
  );
  step('/reopen', reopenGatheringRequestSchema, (actor, target, body) =>
    reopenGathering(deps, actor, { ...target, reason: body.reason }),
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
