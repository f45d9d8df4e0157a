import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import { createZoneRequestSchema, idParams, updateZoneRequestSchema } from '@seerat/contracts';
import type { ZoneState } from '@seerat/domain';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { assertSameId, ifMatchRevision } from '../../http/if-match';
import { actorOf } from '../../http/request-actor';
import { createZone } from './create-zone';
import { updateZone } from './update-zone';

/** `POST /api/zones` and `PUT /api/zones/:zoneId`: parse, call the use case, answer the zone. */
export function zoneRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/zones', signedIn, validate({ body: createZoneRequestSchema }), async (ctx) => {
    const result = await createZone(deps, actorOf(ctx), ctx.state.input.body);
    answerCommand(ctx, result, zoneBody(result), 201);
  });

  router.put(
    '/zones/:zoneId',
    signedIn,
    validate({ params: idParams('zoneId'), body: updateZoneRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      assertSameId(body.id, params.zoneId);
      const result = await updateZone(deps, actorOf(ctx), {
        zoneId: params.zoneId,
        request: body,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, zoneBody(result));
    },
  );

  return router;
}

function zoneBody({ state }: CommandResult<ZoneState>) {
  return { ...state.fields, id: state.zoneId };
}
