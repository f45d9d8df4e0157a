import { Agent, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { clientAddress, type Logger, securityHeaders } from '@seerat/platform';
import type Koa from 'koa';
import { routeByMethod } from '../method-router';

/** Where a service takes requests right now; undefined while it is down (restarting). */
export interface Upstream {
  name: string;
  port(): number | undefined;
}

/**
 * The one port of `npm start` under the supervisor: routed like the in-process portal
 * (`routeByMethod`), with the two APIs reached over loopback HTTP in their own processes. While
 * one restarts, its requests get a JSON 503 with Retry-After and the other keeps answering.
 *
 * The services trust one hop of X-Forwarded-For for the client's address (sign-in throttling, the
 * events' metadata), this gateway: it sets the header to the one address it believes (the socket's
 * peer, or the entry `proxyHops` from the right when proxies stand in front, `TRUST_PROXY_HOPS`),
 * never passing on what the client wrote; a client's X-Forwarded-Host is dropped for the same reason.
 */
export function gatewayHandler(options: {
  readApi: Upstream;
  commandApi: Upstream;
  web: Koa;
  logger: Logger;
  proxyHops: number;
  https: boolean;
}) {
  const agent = new Agent({ keepAlive: true });
  const hop = { proxyHops: options.proxyHops, https: options.https };
  return routeByMethod({
    read: (req, res) => forward(req, res, options.readApi, agent, options.logger, hop),
    command: (req, res) => forward(req, res, options.commandApi, agent, options.logger, hop),
    web: options.web.callback(),
    headers: securityHeaders({ https: options.https }),
  });
}

function forward(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  upstream: Upstream,
  agent: Agent,
  logger: Logger,
  hop: { proxyHops: number; https: boolean },
): void {
  const port = upstream.port();
  if (port === undefined) {
    unavailable(outgoing, upstream);
    return;
  }
  const { 'x-forwarded-host': _clientSays, 'x-forwarded-for': forwardedFor, ...headers } = incoming.headers;
  const client = clientAddress(
    Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    incoming.socket.remoteAddress ?? '',
    hop.proxyHops,
  );
  const proxied = request(
    {
      host: '127.0.0.1',
      port,
      method: incoming.method,
      path: incoming.url,
      agent,
      headers: {
        ...headers,
        'x-forwarded-for': client,
        'x-forwarded-proto': hop.https ? 'https' : 'http',
      },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  proxied.on('error', (error) => {
    if (outgoing.headersSent) {
      outgoing.destroy(error);
      return;
    }
    logger.warn({ err: error, service: upstream.name }, 'a request could not reach its service');
    unavailable(outgoing, upstream);
  });
  incoming.pipe(proxied);
}

function unavailable(outgoing: ServerResponse, upstream: Upstream): void {
  outgoing.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
  outgoing.end(JSON.stringify({ message: `The ${upstream.name} is restarting; try again in a moment` }));
}
