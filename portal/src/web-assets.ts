import path from 'node:path';
import type { ErrorBody } from '@seerat/contracts';
import type { Middleware } from 'koa';
import send from 'koa-send';

/**
 * Serves the built web app. Hashed files under /assets are cached for good; every other path
 * that is not a file (`/`, `/cities/42`) gets index.html, so deep links load the app, whose
 * router then shows the page or Page Not Found.
 */
export function webAssets(options: { distDir: string }): Middleware {
  const root = path.resolve(options.distDir);
  return async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.body = { message: 'Method not allowed' } satisfies ErrorBody;
      return;
    }
    const isAsset = ctx.path.startsWith('/assets/');
    try {
      // koa-send answers nothing (no error either) for a directory such as `/`.
      const served = await send(ctx, ctx.path, {
        root,
        immutable: isAsset,
        maxage: isAsset ? 365 * 24 * 3600 * 1000 : 0,
      });
      if (served) return;
    } catch (error) {
      if ((error as { status?: number }).status !== 404 || isAsset) throw error;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root });
  };
}
