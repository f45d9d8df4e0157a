import Router from '@koa/router';
import {
  addRecommendedBookRequestSchema,
  addSeeratModelRequestSchema,
  canEditCatalogue,
  recommendedBookStreamName,
  seeratModelStreamName,
} from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import { forbidden, requireUser } from '@seerat/platform';
import type { Context } from 'koa';
import { handleCommand } from '../../commands/handle-command';
import { commandMetadata } from '../../http/command-metadata';
import { rememberWrittenPosition } from '../../http/read-your-writes';
import type { IdAllocator } from '../../ids/id-allocator';
import { recommendedBookDecider, seeratModelDecider } from './catalogue-deciders';

export interface CatalogueRoutesDeps {
  store: EventStore;
  ids: IdAllocator;
}

/** Adding to the organisation's Seerat catalogue: anyone who edits cities (`canEditCatalogue`). */
export function catalogueRouter(deps: CatalogueRoutesDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/seerat-models', async (ctx) => {
    const user = catalogueEditor(ctx);
    const request = addSeeratModelRequestSchema.parse(ctx.request.body ?? {});
    const modelId = await deps.ids.next('seerat_model');
    const result = await handleCommand({
      store: deps.store,
      streamName: seeratModelStreamName(modelId),
      decider: seeratModelDecider,
      command: { type: 'AddSeeratModel', modelId, ...request },
      metadata: commandMetadata(ctx, user),
    });
    rememberWrittenPosition(ctx, result.position);
    ctx.status = 201;
    ctx.body = {
      id: modelId,
      ...request,
      version: Number(result.revision),
      position: result.position?.toString() ?? null,
    };
  });

  router.post('/recommended-books', async (ctx) => {
    const user = catalogueEditor(ctx);
    const request = addRecommendedBookRequestSchema.parse(ctx.request.body ?? {});
    const bookId = await deps.ids.next('recommended_book');
    const result = await handleCommand({
      store: deps.store,
      streamName: recommendedBookStreamName(bookId),
      decider: recommendedBookDecider,
      command: { type: 'AddRecommendedBook', bookId, ...request },
      metadata: commandMetadata(ctx, user),
    });
    rememberWrittenPosition(ctx, result.position);
    ctx.status = 201;
    ctx.body = {
      id: bookId,
      ...request,
      isActive: true,
      version: Number(result.revision),
      position: result.position?.toString() ?? null,
    };
  });

  return router;
}

function catalogueEditor(ctx: Context): { userId: number; username: string } {
  const user = requireUser(ctx);
  if (!canEditCatalogue(user)) throw forbidden();
  return { userId: user.id, username: user.username };
}
