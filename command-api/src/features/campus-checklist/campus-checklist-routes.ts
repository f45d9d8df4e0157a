import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import { idParams, saveCampusChecklistRequestSchema } from '@seerat/contracts';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import { answerCommand } from '../../http/command-answer';
import { actorOf } from '../../http/request-actor';
import { saveCampusChecklist } from './save-campus-checklist';

export const CAMPUS_CHECKLIST_SAVED = 'The campus checklist has been successfully saved.';

/** `POST /api/cities/:cityId/campus-checklist`. */
export function campusChecklistRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post(
    '/cities/:cityId/campus-checklist',
    signedIn,
    validate({ params: idParams('cityId'), body: saveCampusChecklistRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await saveCampusChecklist(deps, actorOf(ctx), { cityId: params.cityId, request: body });
      answerCommand(ctx, result, { message: CAMPUS_CHECKLIST_SAVED });
    },
  );

  return router;
}
