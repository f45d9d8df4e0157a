import Router from '@koa/router';
import { requireUser, type SessionUser } from '@seerat/access';
import { can, idParams, notAllowed, type ReadingProgressEntry } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import {
  READ_MODEL,
  READ_SCHEMA,
  readingProgressTable,
  recommendedBooksTable,
} from '@seerat/projector/tables';
import type { ReadRoutes } from '../../app';
import { findMasoolProfile, profileResource } from '../masool-profiles/masool-profile-query';

/** A user's progress on a book (`r`), with the book (`b`). */
const PROGRESS = readingProgressTable.as('r');
const BOOK = recommendedBooksTable.as('b');

/**
 * `GET /api/reading-progress/:userId`: the books the user ticked, each with its progress and the
 * book's title, author, category and priority. A recommended book not listed reads Not started.
 * The user reads their own; others need masool-read where the user's masool profile serves (for a
 * user without a profile: organisation-wide readers).
 */
export function readingProgressReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/reading-progress/:userId', validate({ params: idParams('userId') }), async (ctx) => {
    const user = requireUser(ctx);
    const { userId } = ctx.state.input.params;
    await authorizeReadingRead(knex, user, userId);
    const rows: (Omit<ReadingProgressEntry, 'updatedAt'> & { updatedAt: Date })[] = await knex
      .withSchema(READ_SCHEMA)
      .from(PROGRESS.from)
      .join(BOOK.from, BOOK.col('id'), PROGRESS.col('bookId'))
      .where(PROGRESS.col('userId'), userId)
      .select(PROGRESS.select('userId', 'bookId'), BOOK.select('title', 'author', 'category', 'priority'))
      .select(PROGRESS.select('status', 'progressPercentage', 'currentPage', 'totalPages', 'notes', 'rating'))
      .select(PROGRESS.select('updatedAt'))
      .select(
        knex.raw(`to_char(${PROGRESS.col('startDate')}, 'YYYY-MM-DD') AS "startDate"`),
        knex.raw(`to_char(${PROGRESS.col('completionDate')}, 'YYYY-MM-DD') AS "completionDate"`),
      )
      .orderBy([BOOK.col('priority'), BOOK.col('title'), BOOK.col('id')]);
    ctx.body = rows.map((row) => ({
      ...row,
      updatedAt: new Date(row.updatedAt).toISOString(),
    })) satisfies ReadingProgressEntry[];
  });

  return {
    router,
    readModels: [
      READ_MODEL.readingProgress,
      READ_MODEL.catalogue,
      READ_MODEL.masoolProfiles,
      READ_MODEL.cities,
      READ_MODEL.zones,
    ],
  };
}

/** The caller may read this user's reading: their own, or a masool profile of theirs they may read. */
export async function authorizeReadingRead(knex: Knex, user: SessionUser, userId: number): Promise<void> {
  if (user.id === userId || can(user, 'masool_read')) return;
  const profile = await findMasoolProfile(knex, userId);
  if (profile?.userId === userId && can(user, 'masool_read', profileResource(profile))) return;
  throw notAllowed();
}
