import Router from '@koa/router';
import { requireUser } from '@seerat/access';
import type { CityCatalogueEntry, RecommendedBook, SeeratModel } from '@seerat/contracts';
import { idParams, recommendedBookListQuerySchema } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { READ_MODEL, READ_SCHEMA } from '@seerat/projector/tables';
import { authorizeCityRead } from '../../access/readable';
import type { ReadRoutes } from '../../app';

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
      .from('seerat_models')
      .select({ id: 'id', modelName: 'model_name', priority: 'priority' })
      .orderBy(['priority', 'model_name', 'id'])) satisfies SeeratModel[];
  });

  // Active books only, as every list that offers books wants; Data Entry asks for all to reactivate one.
  router.get('/recommended-books', validate({ query: recommendedBookListQuerySchema }), async (ctx) => {
    requireUser(ctx);
    const all = ctx.state.input.query.includeInactive === 'true';
    ctx.body = (await knex
      .withSchema(READ_SCHEMA)
      .from('recommended_books')
      .modify((query) => (all ? query : query.where('is_active', true)))
      .select({
        id: 'id',
        title: 'title',
        author: 'author',
        category: 'category',
        priority: 'priority',
        description: 'description',
        isActive: 'is_active',
      })
      .orderBy(['priority', 'title', 'id'])) satisfies RecommendedBook[];
  });

  router.get('/cities/:id/seerat-models', validate({ params: idParams('id') }), async (ctx) => {
    const cityId = ctx.state.input.params.id;
    await authorizeCityRead(ctx, knex, cityId);
    ctx.body = (await knex
      .withSchema(READ_SCHEMA)
      .from('city_seerat_models as s')
      .join('seerat_models as m', 'm.id', 's.model_id')
      .where('s.city_id', cityId)
      .select({ id: 'm.id', name: 'm.model_name', count: 's.count' })
      .orderBy(['m.priority', 'm.model_name', 'm.id'])) satisfies CityCatalogueEntry[];
  });

  router.get('/cities/:id/library-books', validate({ params: idParams('id') }), async (ctx) => {
    const cityId = ctx.state.input.params.id;
    await authorizeCityRead(ctx, knex, cityId);
    ctx.body = (await knex
      .withSchema(READ_SCHEMA)
      .from('city_library_books as s')
      .join('recommended_books as b', 'b.id', 's.book_id')
      .where('s.city_id', cityId)
      .select({ id: 'b.id', name: 'b.title', count: 's.count' })
      .orderBy(['b.priority', 'b.title', 'b.id'])) satisfies CityCatalogueEntry[];
  });

  return { router, readModels: [READ_MODEL.catalogue, READ_MODEL.citySelections, READ_MODEL.cities] };
}
