import {
  createKnex,
  createPostgresSessionStore,
  migrateSessionStore,
  SESSION_ABSOLUTE_MS,
  sessionMiddleware,
} from '@seerat/platform';
import Koa from 'koa';

/**
 * The second yardstick for the read API: Koa with the portal's session middleware and its
 * PostgreSQL store, and nothing else. Every signed-in request reads its session (so a sign-out
 * takes effect at once); this is what that costs on its own. `GET /sign-in` starts a session.
 */
const knex = createKnex({
  connectionString: process.env.DATABASE_URL!,
  applicationName: 'bench session koa',
});
await migrateSessionStore(knex);
const app = new Koa();
app.use(
  sessionMiddleware(app, {
    store: createPostgresSessionStore({ knex, absoluteMs: SESSION_ABSOLUTE_MS }),
    keys: [process.env.SESSION_SECRET!],
  }),
);
app.use((ctx) => {
  if (ctx.path === '/sign-in') ctx.session!.userId = 1;
  ctx.body = { ok: true, userId: ctx.session?.userId ?? null };
});
app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
