import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import { authorize, type BackgroundJobName, backgroundJobParams } from '@seerat/contracts';
import { validate } from '@seerat/platform';
import { actorOf } from '../../http/request-actor';

/**
 * `POST /api/background-jobs/:name/runs`: an administrator's Run now. The job runs in the jobs
 * process (which may be another, and without Redis has no queue to add to), so the request is
 * handed to `requestRun`, which leaves it where the jobs take it; 202, the run is in the job's
 * history once it starts.
 */
export function backgroundJobRouter(deps: {
  requestRun: (job: BackgroundJobName, requestedBy: string) => Promise<void>;
}): Router {
  const router = new Router({ prefix: '/api/background-jobs' });
  router.post('/:name/runs', signedIn, validate({ params: backgroundJobParams }), async (ctx) => {
    const actor = actorOf(ctx);
    authorize(actor.principal, 'run_background_jobs');
    await deps.requestRun(ctx.state.input.params.name, actor.username);
    ctx.status = 202;
    ctx.body = { requested: ctx.state.input.params.name };
  });
  return router;
}
