import type { Middleware } from 'koa';

/**
 * What the portal's pages may load and do, and who may frame them: everything from its own
 * origin, no inline script, no framing, no plug-ins.
 *
 * - `style-src-elem 'unsafe-inline'`: Radix's dialogs lock scrolling through react-remove-scroll,
 *   which injects a `<style>` element measured at run time (no nonce is possible on a static
 *   index.html). Styles cannot run code; scripts stay `'self'` only.
 * - `style-src-attr 'unsafe-inline'`: React, Radix and recharts set element styles (positions,
 *   sizes, chart colours), some as `style` attributes in SVG markup.
 * - `img-src data: blob:`: recharts and the Urdu font stack embed small images as data URLs, and a
 *   picture chosen for upload is previewed from a blob before it is sent.
 * - `font-src data:`: the emoji font's CSS embeds a fallback as a data URL.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-elem 'self' 'unsafe-inline'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Browser features the portal never uses, refused to it and to anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A year; only sent when the portal is served over HTTPS (`PUBLIC_URL`), where it means something. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer of the portal carries: pages, assets, API answers and errors alike. */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(options.https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * Sets `securityHeaders` before anything else runs, so an error answer (set by the error
 * middleware after a throw) carries them too. Written straight to Node's response from a list
 * made once, by a middleware that adds no promise of its own: every answer pays for this, and
 * Koa's `set` of an object of headers copies it into new arrays each time (bench/RESULTS.md,
 * "Reads: round 3").
 */
export function securityHeadersMiddleware(options: { https: boolean }): Middleware {
  const headers = Object.entries(securityHeaders(options));
  return (ctx, next) => {
    for (let i = 0; i < headers.length; i++) ctx.res.setHeader(headers[i]![0], headers[i]![1]);
    return next();
  };
}
