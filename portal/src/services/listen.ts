import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';

/** Serves `handler` on `port`; the returned function stops taking requests and closes idle ones. */
export async function listen(handler: RequestListener, port: number): Promise<() => Promise<void>> {
  const server = createServer(handler);
  server.listen(port);
  await once(server, 'listening');
  return () =>
    new Promise((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeIdleConnections();
    });
}
