import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';
import { closeServer } from '../start-up';

/** What a service started by the supervisor (`npm start`) tells it once it takes requests. */
export interface ListeningMessage {
  kind: 'listening';
  port: number;
}

/**
 * Serves `handler` on `port`; the returned function stops taking requests and closes idle ones.
 * A service the supervisor started (it has an IPC channel) listens on loopback only, on a port the
 * system picks, and tells the supervisor which: only the supervisor's gateway reaches it.
 */
export async function listen(handler: RequestListener, port: number): Promise<() => Promise<void>> {
  const server = createServer(handler);
  const supervised = typeof process.send === 'function';
  if (supervised) server.listen(0, '127.0.0.1');
  else server.listen(port);
  await once(server, 'listening');
  const address = server.address();
  if (supervised && address && typeof address === 'object') {
    process.send?.({ kind: 'listening', port: address.port } satisfies ListeningMessage);
  }
  return () => closeServer(server);
}
