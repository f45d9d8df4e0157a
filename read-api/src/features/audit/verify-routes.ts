import Router from '@koa/router';
import { authorize, requireUser } from '@seerat/access';
import type { ChainVerificationAnswer } from '@seerat/contracts';

/**
 * `GET /api/audit/verify` (auditors and administrators): recomputes the event log's hash chain,
 * checks it against every published digest and publishes the new head, as `npm run verify` does.
 * A read of the log that leaves a receipt outside the database; the log itself is not changed.
 */
export function verifyReadRouter(deps: { verify: () => Promise<ChainVerificationAnswer> }): Router {
  const router = new Router({ prefix: '/api/audit' });
  router.get('/verify', async (ctx) => {
    requireUser(ctx);
    authorize(ctx, 'audit_trail');
    // Each call verifies afresh: the answer depends on the log, not on the read models.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.verify();
  });
  return router;
}
