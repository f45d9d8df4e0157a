import type Router from '@koa/router';
import { loadSessionUser } from '@seerat/access';
import {
  type CheckpointWatcher,
  correlationAndLogging,
  createCheckpointCache,
  errorMiddleware,
  type HealthChecks,
  healthRouter,
  type Knex,
  type Logger,
  type SessionStore,
  sessionMiddleware,
  waitForOwnWrites,
} from '@seerat/platform';
import Koa from 'koa';
import { answerCache, type CachedAnswer } from './http/answer-cache';

/** What the answers kept at one checkpoint may weigh at most (characters of JSON). */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

export interface ReadApiDeps {
  logger: Logger;
  knex: Knex;
  sessionStore: SessionStore;
  sessionKeys: string[];
  secureCookies?: boolean;
  checkpointWatcher: CheckpointWatcher;
  /** How long a read may wait for the caller's own write to be projected. */
  readYourWritesTimeoutMs?: number;
  healthChecks: HealthChecks;
  /** Behind the gateway: take the client's address from X-Forwarded-For (else anyone could forge it). */
  trustProxy?: boolean;
  /** The feature routers; each brings its own GET routes under /api. */
  routers: Router[];
}

/**
 * The read side: serves read models, scoped by the caller, after the caller's own writes; a
 * repeated read is answered from memory until the projector reports a change.
 */
export function createReadApi(deps: ReadApiDeps): Koa {
  const app = new Koa({ proxy: deps.trustProxy ?? false });
  app.silent = true;
  app.use(correlationAndLogging({ logger: deps.logger }));
  app.use(errorMiddleware({ logger: deps.logger }));
  const health = healthRouter(deps.healthChecks);
  app.use(health.routes());
  app.use(
    sessionMiddleware(app, {
      store: deps.sessionStore,
      keys: deps.sessionKeys,
      secureCookies: deps.secureCookies,
    }),
  );
  app.use(
    waitForOwnWrites({ watcher: deps.checkpointWatcher, timeoutMs: deps.readYourWritesTimeoutMs ?? 3000 }),
  );
  app.use(loadSessionUser({ knex: deps.knex, watcher: deps.checkpointWatcher }));
  const answers = createCheckpointCache<CachedAnswer>({
    watcher: deps.checkpointWatcher,
    weigh: (answer) => answer.body.length,
    maxWeight: ANSWER_CACHE_BYTES,
  });
  app.use(answerCache(answers));
  for (const router of deps.routers) app.use(router.routes()).use(router.allowedMethods());
  return app;
}
