import Router from '@koa/router';
import { requireUser } from '@seerat/access';
import type { CityCatalogueEntry, RecommendedBook, SeeratModel } from '@seerat/contracts';
import { idParams, recommendedBookListQuerySchema } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import {
  cityLibraryBooksTable,
  citySeeratModelsTable,
  READ_MODEL,
  READ_SCHEMA,
  recommendedBooksTable,
  seeratModelsTable,
} from '@seerat/projector/tables';
import { authorizeCityRead } from '../../access/readable';
import type { ReadRoutes } from '../../app';

/** A city's selected entries (`s`), each with its catalogue entry: a model (`m`) or a book (`b`). */
const SELECTED_MODEL = citySeeratModelsTable.as('s');
const MODEL = seeratModelsTable.as('m');
const SELECTED_BOOK = cityLibraryBooksTable.as('s');
const BOOK = recommendedBooksTable.as('b');
/** Models and books are listed by priority, then name, then id. */
const MODELS_IN_ORDER = [MODEL.col('priority'), MODEL.col('modelName'), MODEL.col('id')];
const BOOKS_IN_ORDER = [BOOK.col('priority'), BOOK.col('title'), BOOK.col('id')];

/**
 * The organisation's Seerat models and recommended books (reference data every signed-in user
 * may read, as the city form offers them; a deactivated book only when asked for), and each city's selected entries with their counts.
 */
export function catalogueReadRouter(deps: { knex: Knex }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/seerat-models', async (ctx) => {
    requireUser(ctx);
    ctx.body = (await knex
      .withSchema(READ_SCHEMA)
      .from(MODEL.from)
      .select(MODEL.select('id', 'modelName', 'priority'))
      .orderBy(MODELS_IN_ORDER)) satisfies SeeratModel[];
  });

  // Active books only, as every list that offers books wants; Data Entry asks for all to reactivate one.
  router.get('/recommended-books', validate({ query: recommendedBookListQuerySchema }), async (ctx) => {
    requireUser(ctx);
    const all = ctx.state.input.query.includeInactive === 'true';
    ctx.body = (await knex
      .withSchema(READ_SCHEMA)
      .from(BOOK.from)
      .modify((query) => (all ? query : query.where(BOOK.col('isActive'), true)))
      .select(BOOK.select('id', 'title', 'author', 'category', 'priority', 'description', 'isActive'))
      .orderBy(BOOKS_IN_ORDER)) satisfies RecommendedBook[];
  });

  router.get('/cities/:id/seerat-models', validate({ params: idParams('id') }), async (ctx) => {
    const cityId = ctx.state.input.params.id;
    await authorizeCityRead(ctx, knex, cityId);
    ctx.body = (await knex
      .withSchema(READ_SCHEMA)
      .from(SELECTED_MODEL.from)
      .join(MODEL.from, MODEL.col('id'), SELECTED_MODEL.col('modelId'))
      .where(SELECTED_MODEL.col('cityId'), cityId)
      .select({ id: MODEL.col('id'), name: MODEL.col('modelName'), count: SELECTED_MODEL.col('count') })
      .orderBy(MODELS_IN_ORDER)) satisfies CityCatalogueEntry[];
  });

  router.get('/cities/:id/library-books', validate({ params: idParams('id') }), async (ctx) => {
    const cityId = ctx.state.input.params.id;
    await authorizeCityRead(ctx, knex, cityId);
    ctx.body = (await knex
      .withSchema(READ_SCHEMA)
      .from(SELECTED_BOOK.from)
      .join(BOOK.from, BOOK.col('id'), SELECTED_BOOK.col('bookId'))
      .where(SELECTED_BOOK.col('cityId'), cityId)
      .select({ id: BOOK.col('id'), name: BOOK.col('title'), count: SELECTED_BOOK.col('count') })
      .orderBy(BOOKS_IN_ORDER)) satisfies CityCatalogueEntry[];
  });

  return { router, readModels: [READ_MODEL.catalogue, READ_MODEL.citySelections, READ_MODEL.cities] };
}
