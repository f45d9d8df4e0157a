import { constants } from 'node:zlib';
import type Koa from 'koa';
import compress from 'koa-compress';

/** Below this the headers outweigh the saving. */
const THRESHOLD_BYTES = 1024;

/**
 * Brotli, else gzip, for every compressible answer over 1 KB: scripts, styles, HTML and the APIs'
 * JSON. Brotli runs at quality 5, where it already beats gzip on the web's scripts and costs a few
 * milliseconds rather than the best quality's hundreds: answers are compressed as they are sent.
 * zstd is left out on purpose, so every browser and proxy gets one of the two every client knows.
 */
export function compression(): Koa.Middleware {
  return compress({
    threshold: THRESHOLD_BYTES,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    gzip: { level: 6 },
    zstd: false,
    deflate: false,
  });
}

/**
 * Puts compression in front of everything an app already does, so it sees the final body of every
 * answer (an error middleware's included). The apps are built elsewhere with their own middleware.
 */
export function withCompression(app: Koa): Koa {
  app.middleware.unshift(compression());
  return app;
}
