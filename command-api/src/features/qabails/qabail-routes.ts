import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import { createQabailRequestSchema, idParams, updateQabailRequestSchema } from '@seerat/contracts';
import type { QabailState } from '@seerat/domain';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { assertSameId, ifMatchRevision } from '../../http/if-match';
import { actorOf } from '../../http/request-actor';
import { createQabail } from './create-qabail';
import { deleteQabail } from './delete-qabail';
import { updateQabail } from './update-qabail';

const qabailParams = idParams('qabailId');

/** `POST /api/qabails`, `PUT` and `DELETE /api/qabails/:qabailId`. */
export function qabailRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/qabails', signedIn, validate({ body: createQabailRequestSchema }), async (ctx) => {
    const result = await createQabail(deps, actorOf(ctx), ctx.state.input.body);
    answerCommand(ctx, result, qabailBody(result), 201);
  });

  router.put(
    '/qabails/:qabailId',
    signedIn,
    validate({ params: qabailParams, body: updateQabailRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      assertSameId(body.id, params.qabailId);
      const result = await updateQabail(deps, actorOf(ctx), {
        qabailId: params.qabailId,
        request: body,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, qabailBody(result));
    },
  );

  router.delete('/qabails/:qabailId', signedIn, validate({ params: qabailParams }), async (ctx) => {
    const { qabailId } = ctx.state.input.params;
    const result = await deleteQabail(deps, actorOf(ctx), {
      qabailId,
      expectedRevision: ifMatchRevision(ctx),
    });
    answerCommand(ctx, result, { id: qabailId });
  });

  return router;
}

function qabailBody({ state }: CommandResult<QabailState>) {
  return { ...state.fields, id: state.qabailId };
}
