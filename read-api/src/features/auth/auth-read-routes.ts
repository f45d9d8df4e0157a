import Router from '@koa/router';
import { requireUser, toCurrentUser } from '@seerat/access';
import type { ReadRoutes } from '../../app';

/** `GET /api/user`: the signed-in user, what the screens may show them; 401 when signed out. */
export function authReadRouter(): ReadRoutes {
  const router = new Router({ prefix: '/api' });

  router.get('/user', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toCurrentUser(requireUser(ctx));
  });

  return { router, readModels: [] };
}
