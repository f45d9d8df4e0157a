import Router from '@koa/router';
import {
  createZoneRequestSchema,
  updateZoneRequestSchema,
  ZONE_FIELDS,
  zoneStreamName,
} from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import { authorize, findZoneResource, type Knex, requireUser } from '@seerat/platform';
import type { Context } from 'koa';
import { presentFields } from '../../commands/field-changes';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { commandMetadata } from '../../http/command-metadata';
import { assertSameId, entityIdParam, ifMatchRevision } from '../../http/entity-request';
import { rememberWrittenPosition } from '../../http/read-your-writes';
import type { IdAllocator } from '../../ids/id-allocator';
import { type ZoneState, zoneDecider } from './zone-decider';

export interface ZoneRoutesDeps {
  store: EventStore;
  /** The read models: where a zone sits, for the permission policy. */
  knex: Knex;
  ids: IdAllocator;
}

export const ZONE_ACCESS_DENIED =
  'Access denied to this zone. Please contact your Administrator for permission.';

/**
 * Creating a zone is for administrators; updating one is for whoever may write that zone
 * (administrator, its zone masool, a markazi masool). `totalCities` is accepted and ignored: it
 * is counted from the zone's cities by the read side.
 */
export function zoneRouter(deps: ZoneRoutesDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/zones', async (ctx) => {
    const admin = authorize(ctx, 'create_zone');
    const { totalCities: _derived, ...fields } = createZoneRequestSchema.parse(ctx.request.body ?? {});
    const zoneId = await deps.ids.next('zone');
    const result = await handleCommand({
      store: deps.store,
      streamName: zoneStreamName(zoneId),
      decider: zoneDecider,
      command: { type: 'CreateZone', zoneId, fields },
      metadata: commandMetadata(ctx, { userId: admin.id, username: admin.username }),
    });
    answer(ctx, result, 201);
  });

  router.put('/zones/:zoneId', async (ctx) => {
    requireUser(ctx);
    const zoneId = entityIdParam.parse(ctx.params.zoneId);
    const user = authorize(
      ctx,
      { module: 'zones', level: 'write' },
      await findZoneResource(deps.knex, zoneId),
      ZONE_ACCESS_DENIED,
    );
    const request = updateZoneRequestSchema.parse(ctx.request.body ?? {});
    assertSameId(request.id, zoneId);
    const result = await handleCommand({
      store: deps.store,
      streamName: zoneStreamName(zoneId),
      decider: zoneDecider,
      command: { type: 'UpdateZone', patch: presentFields(request, ZONE_FIELDS) },
      metadata: commandMetadata(ctx, { userId: user.id, username: user.username }, request.changeReason),
      expectedRevision: ifMatchRevision(ctx),
    });
    answer(ctx, result, 200);
  });

  return router;
}

/** The zone as it now is, its version (for `If-Match`) and where its newest event sits. */
function answer(ctx: Context, result: CommandResult<ZoneState>, status: 200 | 201): void {
  rememberWrittenPosition(ctx, result.position);
  ctx.status = status;
  ctx.body = {
    ...result.state.fields,
    id: result.state.zoneId,
    version: Number(result.revision),
    position: result.position?.toString() ?? null,
  };
}
