import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The one origin of `npm start`, routed like the production gateway: `/api` reads (GET, HEAD) go
 * to the read API, every other `/api` method to the command API, and the rest is the web app.
 * In process the APIs are Koa callbacks; under the supervisor, proxies to their processes.
 */
export function routeByMethod(handlers: {
  read: Handler;
  command: Handler;
  web: Handler;
  /** Set on every answer first (the security headers), whoever answers, even a 503 of the gateway. */
  headers: Record<string, string>;
}): Handler {
  return (request, response) => {
    for (const [name, value] of Object.entries(handlers.headers)) response.setHeader(name, value);
    const url = request.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      return isRead ? handlers.read(request, response) : handlers.command(request, response);
    }
    return handlers.web(request, response);
  };
}
