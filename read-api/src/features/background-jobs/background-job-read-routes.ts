import Router from '@koa/router';
import { authorize, requireUser } from '@seerat/access';
import type { BackgroundJobStatus } from '@seerat/contracts';
import type { ReadRoutes } from '../../app';

/**
 * `GET /api/background-jobs`: each job's schedule, next run and newest runs, for administrators
 * (the same facts as the details of `/api/health`). The statuses are read by the jobs package,
 * which owns their tables; the portal hands its reader in.
 */
export function backgroundJobReadRouter(deps: {
  readStatuses: (now: Date) => Promise<BackgroundJobStatus[]>;
}): ReadRoutes {
  const router = new Router({ prefix: '/api/background-jobs' });
  router.get('/', async (ctx) => {
    requireUser(ctx);
    authorize(ctx, 'view_system_health', { kind: 'organisation' });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.readStatuses(new Date());
  });
  // Operational records of the jobs, not a read model: never cached, never waited for.
  return { router, readModels: [] };
}
