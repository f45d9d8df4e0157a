import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import { addRecommendedBookRequestSchema, addSeeratModelRequestSchema } from '@seerat/contracts';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import { answerCommand } from '../../http/command-answer';
import { actorOf } from '../../http/request-actor';
import { addRecommendedBook, addSeeratModel } from './add-catalogue-entry';

/** `POST /api/seerat-models` and `POST /api/recommended-books`. */
export function catalogueRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/seerat-models', signedIn, validate({ body: addSeeratModelRequestSchema }), async (ctx) => {
    const request = ctx.state.input.body;
    const result = await addSeeratModel(deps, actorOf(ctx), request);
    answerCommand(ctx, result, { id: result.modelId, ...request }, 201);
  });

  router.post(
    '/recommended-books',
    signedIn,
    validate({ body: addRecommendedBookRequestSchema }),
    async (ctx) => {
      const request = ctx.state.input.body;
      const result = await addRecommendedBook(deps, actorOf(ctx), request);
      answerCommand(ctx, result, { id: result.bookId, ...request, isActive: true }, 201);
    },
  );

  return router;
}
