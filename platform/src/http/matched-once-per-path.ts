import type { Context } from 'koa';

/** How many request paths `matchedOncePerPath` remembers. */
const REMEMBERED_PATHS = 10_000;

/**
 * What `match` finds for a request's method and path (which router, which route), found once per
 * method and path and remembered: an app's routes never change after it starts, and matching a
 * path against every router cost a cached read 3% of its time (bench/RESULTS.md, "Reads: the lean
 * path"). Past the bound, the path matched longest ago is forgotten first.
 */
export function matchedOncePerPath<T>(match: (ctx: Context) => T): (ctx: Context) => T {
  const remembered = new Map<string, T>();
  return (ctx) => {
    const request = `${ctx.method} ${ctx.path}`;
    if (remembered.has(request)) return remembered.get(request) as T;
    const found = match(ctx);
    remembered.set(request, found);
    if (remembered.size > REMEMBERED_PATHS) remembered.delete(remembered.keys().next().value!);
    return found;
  };
}
