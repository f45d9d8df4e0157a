import type { Middleware } from 'koa';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session cookie alone must never authorise a cross-site write: a mutation must come from
 * our own origin (or from a non-browser client that sends no Origin and no Sec-Fetch-Site) and
 * carry JSON, or multipart on the routes that take a file. Form posts, which a foreign page can
 * send without a CORS preflight, are refused before any body is read.
 */
export function mutationGuard(options: { multipartPaths?: RegExp[]; publicUrl?: string } = {}): Middleware {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const ownOrigin = publicOrigin ?? `${ctx.protocol}://${ctx.host}`;
    if (!isSameOrigin(ctx.get('origin'), ctx.get('sec-fetch-site'), ownOrigin)) {
      throw new HttpError(403, 'Cross-site request refused');
    }
    if (ctx.request.length > 0 || ctx.get('transfer-encoding')) {
      const multipartAllowed = options.multipartPaths?.some((path) => path.test(ctx.path)) ?? false;
      const acceptable = ctx.is('application/json') || (multipartAllowed && ctx.is('multipart/form-data'));
      if (!acceptable) throw new HttpError(415, 'Unsupported content type: send application/json');
    }
    return next();
  };
}

/**
 * Scheme, host and port: an http page must not write to the https portal of the same name. The
 * portal's own origin is `PUBLIC_URL`'s when set (what a TLS-terminating proxy hides from the
 * API), else what this request arrived at (through the trusted proxies' forwarded headers).
 */
function isSameOrigin(origin: string, fetchSite: string, ownOrigin: string): boolean {
  if (origin) {
    try {
      return new URL(origin).origin === ownOrigin;
    } catch {
      return false;
    }
  }
  return fetchSite === '' || fetchSite === 'same-origin' || fetchSite === 'none';
}
