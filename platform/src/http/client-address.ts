import Koa from 'koa';
import { setHeadersWithoutCopies } from './header-setting';

/**
 * The client's address behind `hops` proxies that each append the address they see to
 * X-Forwarded-For: the entry `hops` from the right. Entries further left were written by the
 * client and are never believed. With no proxy (0), the socket's peer. Koa's own rule
 * (`proxy` with `maxIpsCount`), written out for the supervisor, which is not a Koa app.
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string, hops: number): string {
  if (hops === 0 || !forwardedFor) return socketAddress;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.slice(-hops)[0] ?? socketAddress;
}

/**
 * A Koa app whose `ctx.ip` (and protocol and host) trusts exactly `proxyHops` proxies, and which
 * sets one header at a time without Koa's copies (`setHeadersWithoutCopies`).
 */
export function koaBehindProxies(proxyHops: number): Koa {
  const app = new Koa({ proxy: proxyHops > 0, maxIpsCount: proxyHops });
  setHeadersWithoutCopies(app);
  return app;
}
