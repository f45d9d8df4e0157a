import Router from '@koa/router';
import type { Context, Middleware } from 'koa';

/** One dependency's state for `/api/health`: `ok` plus whatever helps an operator. */
export type HealthCheck = () => Promise<{ ok: boolean } & Record<string, unknown>>;

export interface HealthChecks {
  /** Without the database nothing can be served: its failure makes the answer `down`, a 503. */
  database: HealthCheck;
  [name: string]: HealthCheck;
}

/** `up`: all well; `degraded`: serving, with a dependency unwell (a halted read model, Redis); `down`. */
export type HealthStatus = 'up' | 'degraded' | 'down';

export interface HealthRouterOptions {
  /**
   * Whether this caller may see each dependency's state (read models, positions, halts); the rest
   * get the status alone. Nobody when not given.
   */
  showDetails?: (ctx: Context) => Promise<boolean>;
}

/**
 * `GET /api/health`: 200 while the portal serves (`up` or `degraded`), 503 when the database is
 * unwell (`down`). The public gets `{ status }` only; the details are for whom `showDetails`
 * allows, and even they never see an error's text (a database error's message may quote SQL):
 * a failed check says its error's code.
 */
export function healthRouter(checks: HealthChecks, options: HealthRouterOptions = {}): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => runCheck(checks[name]!)));
    const report = Object.fromEntries(names.map((name, index) => [name, results[index]]));
    const status: HealthStatus = !report.database?.ok
      ? 'down'
      : results.every((result) => result.ok)
        ? 'up'
        : 'degraded';
    ctx.status = status === 'down' ? 503 : 200;
    ctx.set('Cache-Control', 'no-store');
    const details = (await options.showDetails?.(ctx).catch(() => false)) ?? false;
    ctx.body = details ? { status, checks: report } : { status };
  });
  return router;
}

/**
 * The health router's routes for an app that serves more than health: the router is consulted only
 * for a path it might answer (any that names health or holds an escape, whatever its case), not on
 * every read, where matching it cost a read of a cached answer its own layers and a debug call
 * (bench/RESULTS.md, "Reads: round 3").
 */
export function healthRoutes(router: Router): Middleware {
  const routes = router.routes() as Middleware;
  return (ctx, next) => (MIGHT_BE_HEALTH.test(ctx.path) ? routes(ctx, next) : next());
}

const MIGHT_BE_HEALTH = /health|%/i;

async function runCheck(check: HealthCheck): Promise<{ ok: boolean } & Record<string, unknown>> {
  try {
    return await check();
  } catch (error) {
    return { ok: false, error: errorCode(error) };
  }
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'Error';
}
