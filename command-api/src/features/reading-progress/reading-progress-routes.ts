import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import { addReadingBookRequestSchema, idParams, setReadingProgressRequestSchema } from '@seerat/contracts';
import { NEW_READING_RECORD, type ReadingProgressState } from '@seerat/domain';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { actorOf } from '../../http/request-actor';
import { addReadingBook } from './add-reading-book';
import { removeReadingBook } from './remove-reading-book';
import { setReadingProgress } from './set-reading-progress';

/**
 * A user's reading list: `POST /api/reading-progress/:userId/books` ticks a book,
 * `PUT …/books/:bookId` sets its progress, `DELETE …/books/:bookId` unticks it.
 */
export function readingProgressRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post(
    '/reading-progress/:userId/books',
    signedIn,
    validate({ params: idParams('userId'), body: addReadingBookRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const input = { userId: params.userId, bookId: body.bookId };
      const result = await addReadingBook(deps, actorOf(ctx), input);
      answerCommand(ctx, result, bookBody(result, input), 201);
    },
  );

  router.put(
    '/reading-progress/:userId/books/:bookId',
    signedIn,
    validate({ params: idParams('userId', 'bookId'), body: setReadingProgressRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await setReadingProgress(deps, actorOf(ctx), { ...params, request: body });
      answerCommand(ctx, result, bookBody(result, params));
    },
  );

  router.delete(
    '/reading-progress/:userId/books/:bookId',
    signedIn,
    validate({ params: idParams('userId', 'bookId') }),
    async (ctx) => {
      const { params } = ctx.state.input;
      const result = await removeReadingBook(deps, actorOf(ctx), params);
      answerCommand(ctx, result, params);
    },
  );

  return router;
}

/** The book's record as it now is. */
function bookBody(result: CommandResult<ReadingProgressState>, book: { userId: number; bookId: number }) {
  return { ...book, ...(result.state.books.get(book.bookId) ?? NEW_READING_RECORD) };
}
