import { Agent, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { Logger } from '@seerat/platform';
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
 * The services trust X-Forwarded-For for the client's address (sign-in throttling, the events'
 * metadata), so it is set here from the socket, never passed on from the client; a client's
 * X-Forwarded-Host is dropped for the same reason.
 */
export function gatewayHandler(options: {
  readApi: Upstream;
  commandApi: Upstream;
  web: Koa;
  logger: Logger;
}) {
  const agent = new Agent({ keepAlive: true });
  return routeByMethod({
    read: (req, res) => forward(req, res, options.readApi, agent, options.logger),
    command: (req, res) => forward(req, res, options.commandApi, agent, options.logger),
    web: options.web.callback(),
  });
}

function forward(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  upstream: Upstream,
  agent: Agent,
  logger: Logger,
): void {
  const port = upstream.port();
  if (port === undefined) {
    unavailable(outgoing, upstream);
    return;
  }
  const { 'x-forwarded-host': _clientSays, ...headers } = incoming.headers;
  const proxied = request(
    {
      host: '127.0.0.1',
      port,
      method: incoming.method,
      path: incoming.url,
      agent,
      headers: {
        ...headers,
        'x-forwarded-for': incoming.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
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
