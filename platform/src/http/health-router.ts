import Router from '@koa/router';

/** One dependency's state for `/api/health`: `ok` plus whatever helps an operator. */
export type HealthCheck = () => Promise<{ ok: boolean } & Record<string, unknown>>;

export interface HealthChecks {
  /** Without the database nothing can be served: its failure makes the answer a 503. */
  database: HealthCheck;
  [name: string]: HealthCheck;
}

/**
 * `GET /api/health`: 200 while the portal serves, with each dependency's state; `degraded` when
 * any dependency is unwell (a halted projector, an unreachable Redis), 503 when the database is.
 */
export function healthRouter(checks: HealthChecks): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => runCheck(checks[name]!)));
    const report = Object.fromEntries(names.map((name, index) => [name, results[index]]));
    const allOk = results.every((result) => result.ok);
    ctx.status = report.database?.ok ? 200 : 503;
    ctx.body = { status: allOk ? 'ok' : 'degraded', checks: report };
  });
  return router;
}

async function runCheck(check: HealthCheck): Promise<{ ok: boolean } & Record<string, unknown>> {
  try {
    return await check();
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
