import Koa from 'koa';

/**
 * The read benchmark's yardstick: Koa with a single handler and no database, middleware, session
 * or logging. Whatever the read API does beyond this costs its rate.
 */
const app = new Koa();
app.use((ctx) => {
  ctx.body = { ok: true };
});
app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
