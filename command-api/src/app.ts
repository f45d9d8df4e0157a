import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import { generatedPasswordGuard } from '@seerat/access';
import {
  bodyParseError,
  type CheckpointWatcher,
  correlationAndLogging,
  errorMiddleware,
  type HealthChecks,
  healthRouter,
  healthRoutes,
  type Knex,
  koaBehindProxies,
  type Logger,
  mutationGuard,
  type SessionStore,
  securityHeadersMiddleware,
  sessionMiddleware,
} from '@seerat/platform';
import type Koa from 'koa';
import type { Context } from 'koa';
import type { ProjectedStreams } from './facts/projected-streams';
import { freshSessionUser } from './http/fresh-session-user';
import { ownWrites } from './http/own-writes';
import { readOnlyGuard } from './http/read-only-guard';

export interface CommandApiDeps {
  logger: Logger;
  /** The read models: the signed-in user is loaded from the users model on each request. */
  knex: Knex;
  checkpointWatcher: CheckpointWatcher;
  /** Waits until the streams a write's rights hang on are in the read models. */
  projected: ProjectedStreams;
  sessionStore: SessionStore;
  sessionKeys: string[];
  /** Served over HTTPS (`PUBLIC_URL`): Secure session cookies and HSTS. */
  https?: boolean;
  /** The portal's address (`PUBLIC_URL`): a write's Origin must be its origin. */
  publicUrl?: string;
  /** The feature routers; each brings its own routes under /api. */
  routers: Router[];
  /** Paths that accept a multipart body (file uploads); every other mutation takes JSON only. */
  multipartPaths?: RegExp[];
  jsonLimit?: string;
  healthChecks: HealthChecks;
  /** How many proxies before this API set X-Forwarded-For (`TRUST_PROXY_HOPS`); 0 believes none. */
  proxyHops?: number;
  /**
   * Routes' first reads, begun beside the session's check when the session is held in memory
   * (each looks at the request's method and path, and leaves what it began in `ctx.state`).
   */
  besideSessionCheck?: ((ctx: Context) => void)[];
  /** The time a command arrives (`ctx.state.now`); tests move it instead of waiting. */
  clock?: () => Date;
}

/**
 * The write side. Every request: correlation id and log line, errors as JSON, our-origin and
 * JSON-only mutations, bounded bodies, the shared session and its user; then the feature routes.
 */
export function createCommandApi(deps: CommandApiDeps): Koa {
  const app = koaBehindProxies(deps.proxyHops ?? 0);
  app.silent = true;
  app.use(securityHeadersMiddleware({ https: deps.https ?? false }));
  app.use(correlationAndLogging({ logger: deps.logger }));
  app.use(errorMiddleware({ logger: deps.logger }));
  const clock = deps.clock ?? (() => new Date());
  app.use(async (ctx, next) => {
    ctx.state.now = clock();
    await next();
  });
  const health = healthRouter(deps.healthChecks);
  app.use(healthRoutes(health));
  app.use(mutationGuard({ multipartPaths: deps.multipartPaths, publicUrl: deps.publicUrl }));
  app.use(
    bodyParser({
      enableTypes: ['json'],
      // A DELETE's body is read too, so a key sent with it is refused like any unknown field.
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      jsonLimit: deps.jsonLimit ?? '256kb',
      encoding: 'utf-8',
      onError: (error) => {
        throw bodyParseError(error);
      },
    }),
  );
  const sessionUser = freshSessionUser({
    knex: deps.knex,
    watcher: deps.checkpointWatcher,
    projected: deps.projected,
  });
  app.use(
    sessionMiddleware(app, {
      store: deps.sessionStore,
      keys: deps.sessionKeys,
      secureCookies: deps.https,
      whileChecking: (ctx, heldUserId) => {
        sessionUser.whileChecking(ctx, heldUserId);
        for (const begin of deps.besideSessionCheck ?? []) begin(ctx);
      },
    }),
  );
  app.use(ownWrites({ watcher: deps.checkpointWatcher, routers: deps.routers }));
  app.use(sessionUser.middleware);
  app.use(generatedPasswordGuard());
  app.use(readOnlyGuard());
  for (const router of deps.routers) app.use(router.routes()).use(router.allowedMethods());
  return app;
}
