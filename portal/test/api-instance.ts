import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSilentLogger, loadConfig } from '@seerat/platform';
import { openSharedHttpDeps, type SharedHttpDeps } from '../src/wiring/apps';
import { portalHealthChecks } from '../src/wiring/health-checks';
import { openInfrastructure } from '../src/wiring/infrastructure';

/**
 * An API process beside a test portal, on the same database: its own pool, its own listening
 * connections and its own memory, serving what `serve` builds from them on a free port.
 */
export async function startApiInstance(options: {
  databaseUrl: string;
  sessionSecret: string;
  applicationName: string;
  serve: (http: SharedHttpDeps) => RequestListener;
}): Promise<{ url: string; close(): Promise<void> }> {
  const { databaseUrl } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), `${options.applicationName}-`));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: options.sessionSecret,
  });
  const logger = createSilentLogger();
  const infrastructure = await openInfrastructure({
    config,
    databaseUrl,
    logger,
    applicationName: options.applicationName,
  });
  const { knex, store } = infrastructure;
  const http = await openSharedHttpDeps({
    config,
    databaseUrl,
    logger,
    knex,
    store,
    healthChecks: portalHealthChecks({ knex, store }),
  });
  const server: Server = createServer(options.serve(http)).listen(0);
  await once(server, 'listening');
  const address = server.address();
  return {
    url: `http://localhost:${typeof address === 'object' && address ? address.port : 0}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await http.close();
      await infrastructure.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
