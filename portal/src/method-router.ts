import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';

/**
 * The one origin of `npm start`, routed like the production gateway: `/api` reads (GET, HEAD) go
 * to the read API, every other `/api` method to the command API, and the rest is the web app.
 */
export function routeByMethod(apps: { readApi: Koa; commandApi: Koa; web: Koa }) {
  const read = apps.readApi.callback();
  const command = apps.commandApi.callback();
  const web = apps.web.callback();
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      return isRead ? read(request, response) : command(request, response);
    }
    return web(request, response);
  };
}
