import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type Koa from 'koa';
import compress from 'koa-compress';

/** Below this the headers outweigh the saving. */
const COMPRESSION_THRESHOLD_BYTES = 1024;
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The compression above, for an answer encoded once and sent many times (the read API's answers
 * from memory): the same threshold, encodings and settings.
 */
export const answerCompression = {
  from: COMPRESSION_THRESHOLD_BYTES,
  encode: (body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> =>
    encoding === 'br' ? brotliAsync(body, BROTLI_OPTIONS) : gzipAsync(body, GZIP_OPTIONS),
};

/**
 * Brotli, else gzip, for every compressible answer over 1 KB: scripts, styles, HTML and the APIs'
 * JSON. Brotli runs at quality 5, where it already beats gzip on the web's scripts and costs a few
 * milliseconds rather than the best quality's hundreds: answers are compressed as they are sent.
 * zstd is left out on purpose, so every browser and proxy gets one of the two every client knows.
 *
 * koa-compress looks at every answer, and for one over 1 KB that it then leaves as it is (the
 * client accepts no encoding) it still copies its options, builds a negotiator and parses the
 * `Vary` header it adds: 7% of what a cached read allocated (bench/RESULTS.md, "Reads: round 3").
 * So `Vary: Accept-Encoding` is written here, and koa-compress is handed only the answers it may
 * compress: a client that names no encoding gets none from it (its default is identity), and a
 * body of bytes under the threshold is left as it is.
 */
export function compression(): Koa.Middleware {
  const compressing = compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    br: BROTLI_OPTIONS,
    gzip: GZIP_OPTIONS,
    zstd: false,
    deflate: false,
  });
  return async (ctx, next) => {
    // Header names in lower case: Node and Koa look them up so, and would lower-case a copy.
    if (ctx.res.hasHeader('vary')) ctx.vary('Accept-Encoding');
    else ctx.res.setHeader('Vary', 'Accept-Encoding');
    await next();
    if (mayCompress(ctx)) await compressing(ctx, answered);
  };
}

/** The rest of the app has answered by the time koa-compress sees the answer. */
const answered = () => Promise.resolve();

/** Whether koa-compress might compress this answer: the cases it surely leaves alone are not. */
function mayCompress(ctx: Koa.Context): boolean {
  if (!ctx.req.headers['accept-encoding']) return false;
  if (ctx.compress !== undefined) return true;
  const body: unknown = ctx.body;
  return !(Buffer.isBuffer(body) && body.length < COMPRESSION_THRESHOLD_BYTES);
}

/**
 * Puts compression in front of everything an app already does, so it sees the final body of every
 * answer (an error middleware's included). The apps are built elsewhere with their own middleware.
 */
export function withCompression(app: Koa): Koa {
  app.middleware.unshift(compression());
  return app;
}
