import type Koa from 'koa';

type HeaderValue = string | number | readonly string[];
type SetHeader = (
  this: Koa.Response,
  field: string | Record<string, HeaderValue>,
  value?: HeaderValue,
) => void;

/**
 * Koa's `response.set` builds two arrays and two closures for every call, even for one header
 * (`Object.entries`, `map`, `forEach`), and Koa calls it for `ctx.type`, `ctx.length` and every
 * `ctx.set`: an eighth of what a read of a cached answer allocated, by far the most of any one
 * function (bench/RESULTS.md, "Reads: round 3"). One header with a string or number value goes
 * straight to Node's `setHeader`, as Koa itself would end up setting it (its normalising only
 * touches array values); an object of headers or an array value still takes Koa's own way.
 */
export function setHeadersWithoutCopies(app: Koa): void {
  const response = app.response as unknown as { set: SetHeader };
  const koaSet = response.set;
  response.set = function set(field, value) {
    if (
      typeof field === 'string' &&
      field !== '' &&
      (typeof value === 'string' || typeof value === 'number')
    ) {
      if (!this.headerSent) this.res.setHeader(field, value);
      return;
    }
    koaSet.call(this, field, value);
  };
}
