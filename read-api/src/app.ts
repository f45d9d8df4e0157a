import type { IncomingMessage, ServerResponse } from 'node:http';
import type Router from '@koa/router';
import {
  cachedSessionUserLoader,
  findActiveUser,
  generatedPasswordGuard,
  loadSessionUser,
  sessionUserId,
} from '@seerat/access';
import { can } from '@seerat/contracts';
import {
  type CheckpointWatcher,
  correlationAndLogging,
  createCheckpointCache,
  errorMiddleware,
  type HealthChecks,
  healthRouter,
  healthRoutes,
  type Knex,
  koaBehindProxies,
  type Logger,
  matchedOncePerPath,
  readOnlySessionMiddleware,
  type SessionStore,
  securityHeaders,
  securityHeadersMiddleware,
  waitForOwnWrites,
} from '@seerat/platform';
import type { ReadModelName } from '@seerat/projector/tables';
import type Koa from 'koa';
import { answerCache, type CachedAnswer } from './http/answer-cache';
import { type AnswerCompression, answersFromMemory } from './http/answers-from-memory';

/** What the answers kept at one checkpoint may weigh at most (bytes of JSON). */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

export interface ReadApiDeps {
  logger: Logger;
  knex: Knex;
  sessionStore: SessionStore;
  sessionKeys: string[];
  /** Served over HTTPS (`PUBLIC_URL`): Secure session cookies and HSTS. */
  https?: boolean;
  checkpointWatcher: CheckpointWatcher;
  /** How long a read may wait for the caller's own write to be projected. */
  readYourWritesTimeoutMs?: number;
  /** Checks `/api/health` runs; administrators see their details, everyone else the status alone. */
  healthChecks: HealthChecks;
  /** How many proxies before this API set X-Forwarded-For (`TRUST_PROXY_HOPS`); 0 believes none. */
  proxyHops?: number;
  /** The feature routers, each with its own GET routes under /api and the read models they read. */
  routers: ReadRoutes[];
  /** The read models every signed-in request reads (the session's user and their roles). */
  sessionReadModels: readonly ReadModelName[];
  /** Served through the portal's compression: how it encodes an answer. */
  compression?: AnswerCompression;
}

export interface ReadRoutes {
  router: Router;
  /**
   * The projector's read models its routes query, declared beside the routes (a test checks them
   * against the tables the queries touch). A read that waits for the caller's own write is
   * answered at once, marked stale, when one of them is halted before that write.
   */
  readModels: readonly ReadModelName[];
}

/**
 * The read side: serves read models, scoped by the caller, after the caller's own writes; a
 * repeated read is answered from memory until the projector reports a change.
 */
export function createReadApi(deps: ReadApiDeps): Koa {
  const app = koaBehindProxies(deps.proxyHops ?? 0);
  app.silent = true;
  app.use(securityHeadersMiddleware({ https: deps.https ?? false }));
  app.use(correlationAndLogging({ logger: deps.logger }));
  app.use(errorMiddleware({ logger: deps.logger }));
  app.use(
    readOnlySessionMiddleware(app, {
      store: deps.sessionStore,
      keys: deps.sessionKeys,
      secureCookies: deps.https,
    }),
  );
  // Before the wait for one's own writes: the health of the portal is wanted most when it lags.
  const health = healthRouter(deps.healthChecks, {
    showDetails: async (ctx) => {
      const userId = sessionUserId(ctx);
      return userId !== null && can(await findActiveUser(deps.knex, userId), 'view_system_health');
    },
  });
  app.use(healthRoutes(health));
  app.use(
    waitForOwnWrites({
      watcher: deps.checkpointWatcher,
      timeoutMs: deps.readYourWritesTimeoutMs,
      signedIn: (ctx) => sessionUserId(ctx) !== null,
      readModelsOf: readModelsByRoute(deps.routers, deps.sessionReadModels),
    }),
  );
  const loadUser = cachedSessionUserLoader({ knex: deps.knex, watcher: deps.checkpointWatcher });
  app.use(loadSessionUser(loadUser));
  app.use(generatedPasswordGuard());
  const answers = createCheckpointCache<CachedAnswer>({
    watcher: deps.checkpointWatcher,
    weigh: (answer) => answer.body.length,
    maxWeight: ANSWER_CACHE_BYTES,
  });
  app.use(answerCache(answers));
  for (const { router } of deps.routers) app.use(router.routes()).use(router.allowedMethods());
  answerFromMemoryFirst(
    app,
    answersFromMemory({
      logger: deps.logger,
      headers: Object.entries(securityHeaders({ https: deps.https ?? false })),
      sessionStore: deps.sessionStore,
      keys: () => app.keys,
      watcher: deps.checkpointWatcher,
      loadUser,
      answers,
      compression: deps.compression,
    }),
  );
  return app;
}

/**
 * Puts `answersFromMemory` in front of the app's request handler: every server of the read API
 * (its own service, the one-process portal, the tests) takes it from `callback()`.
 */
function answerFromMemoryFirst(app: Koa, fromMemory: ReturnType<typeof answersFromMemory>): void {
  const koaCallback = app.callback.bind(app);
  app.callback = () => {
    const handle = koaCallback();
    return async (req, res) => {
      // Served over HTTP/1.1 only (`listen`, the gateway): Node's own request and response.
      const answered = await fromMemory(req as IncomingMessage, res as ServerResponse).catch(
        // Nothing was written: the app answers, its error middleware included.
        () => false,
      );
      if (!answered) await handle(req, res);
    };
  };
}

/** The read models of the router whose route a request takes, with the session's; any for none. */
function readModelsByRoute(routes: ReadRoutes[], sessionReadModels: readonly ReadModelName[]) {
  const named = routes.map(({ router, readModels }) => ({
    router,
    readModels: [...sessionReadModels, ...readModels],
  }));
  return matchedOncePerPath(
    (ctx): readonly string[] | undefined =>
      named.find(({ router }) => router.match(ctx.path, ctx.method).route)?.readModels,
  );
}
