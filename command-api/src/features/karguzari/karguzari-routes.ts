import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import {
  createKarguzariRequestSchema,
  idParams,
  reviewKarguzariRequestSchema,
  reviseKarguzariRequestSchema,
  submitCityKarguzariRequestSchema,
} from '@seerat/contracts';
import type { KarguzariState } from '@seerat/domain';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { assertSameId, ifMatchRevision } from '../../http/if-match';
import { actorOf } from '../../http/request-actor';
import { createKarguzariReport } from './create-karguzari-report';
import { reviewKarguzariReport } from './review-karguzari-report';
import { reviseKarguzariReport } from './revise-karguzari-report';
import { submitCityKarguzari } from './submit-city-karguzari';
import { submitKarguzariReport } from './submit-karguzari-report';

const reportParams = idParams('reportId');

/**
 * `POST /api/karguzari` (the full form), `POST /api/cities/:id/karguzari` (the city's short
 * report), `PUT /api/karguzari/:reportId` (a new version), `PUT …/submit` and `PUT …/review`.
 * Each answers the report's newest version.
 */
export function karguzariRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/karguzari', signedIn, validate({ body: createKarguzariRequestSchema }), async (ctx) => {
    const result = await createKarguzariReport(deps, actorOf(ctx), ctx.state.input.body);
    answerCommand(ctx, result, reportBody(result), 201);
  });

  router.post(
    '/cities/:cityId/karguzari',
    signedIn,
    validate({ params: idParams('cityId'), body: submitCityKarguzariRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await submitCityKarguzari(deps, actorOf(ctx), { cityId: params.cityId, request: body });
      answerCommand(ctx, result, reportBody(result), 201);
    },
  );

  router.put(
    '/karguzari/:reportId',
    signedIn,
    validate({ params: reportParams, body: reviseKarguzariRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      assertSameId(body.id, params.reportId);
      const result = await reviseKarguzariReport(deps, actorOf(ctx), {
        reportId: params.reportId,
        request: body,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, reportBody(result));
    },
  );

  router.put('/karguzari/:reportId/submit', signedIn, validate({ params: reportParams }), async (ctx) => {
    const result = await submitKarguzariReport(deps, actorOf(ctx), ctx.state.input.params);
    answerCommand(ctx, result, reportBody(result));
  });

  router.put(
    '/karguzari/:reportId/review',
    signedIn,
    validate({ params: reportParams, body: reviewKarguzariRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await reviewKarguzariReport(deps, actorOf(ctx), {
        reportId: params.reportId,
        request: body,
      });
      answerCommand(ctx, result, reportBody(result));
    },
  );

  return router;
}

/** The newest version; `version` of the answer stays the stream revision, as for every entity. */
function reportBody({ state }: CommandResult<KarguzariState>) {
  return {
    ...state.fields,
    id: state.reportId,
    reportVersion: state.version,
    status: state.status,
    reportContent: state.fields?.activities,
  };
}
