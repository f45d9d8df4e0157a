import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import {
  addRecommendedBookRequestSchema,
  addSeeratModelRequestSchema,
  idParams,
  setRecommendedBookActiveRequestSchema,
} from '@seerat/contracts';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import { answerCommand } from '../../http/command-answer';
import { actorOf } from '../../http/request-actor';
import { addRecommendedBook, addSeeratModel, setRecommendedBookActive } from './add-catalogue-entry';

/** `POST /api/seerat-models`, `POST /api/recommended-books` and `PUT /api/recommended-books/{id}`. */
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

  router.put(
    '/recommended-books/:id',
    signedIn,
    validate({ params: idParams('id'), body: setRecommendedBookActiveRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await setRecommendedBookActive(deps, actorOf(ctx), params.id, body.isActive);
      answerCommand(ctx, result, { id: params.id, isActive: body.isActive });
    },
  );

  return router;
}
