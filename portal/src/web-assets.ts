import path from 'node:path';
import type { ErrorBody } from '@seerat/contracts';
import type { Logger } from '@seerat/platform';
import Koa, { type Middleware } from 'koa';
import send from 'koa-send';
import { withCompression } from './compression';

/** How a visitor who leaves mid-download (a closed tab, a dropped phone signal) shows up. */
const VISITOR_LEFT = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * The web app's server: its built files (when there are any), compressed. A visitor who leaves
 * mid-download is an everyday event, logged at debug, where Koa would print its stack to stderr
 * for want of a listener. Anything else that fails is an error of ours, logged as one.
 */
export function createWebApp(options: { distDir?: string | null; logger: Logger }): Koa {
  const app = new Koa();
  if (options.distDir) app.use(webAssets({ distDir: options.distDir }));
  app.on('error', (error: Error & { code?: string; expose?: boolean }) => {
    if (error.expose) return;
    if (error.code !== undefined && VISITOR_LEFT.has(error.code)) {
      options.logger.debug({ err: error }, 'a visitor left before a web file was sent');
      return;
    }
    options.logger.error({ err: error }, 'a web file could not be sent');
  });
  return withCompression(app);
}

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
