import { errorMiddleware, type HealthChecks, healthRouter, type Logger } from '@seerat/platform';
import Koa from 'koa';

/**
 * The HTTP side of a service without an API (the projector, the jobs): `GET /api/health` for its
 * probe, the status alone, and JSON errors like the APIs' for anything else.
 */
export function healthOnlyApp(checks: HealthChecks, logger: Logger): Koa {
  const app = new Koa();
  app.silent = true;
  const health = healthRouter(checks);
  app.use(errorMiddleware({ logger }));
  app.use(health.routes()).use(health.allowedMethods());
  return app;
}
