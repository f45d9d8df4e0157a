import { createServer } from 'node:http';
import path from 'node:path';
import { type Config, readOrCreateSecret, servedOverHttps } from '@seerat/platform';
import {
  listenOnPort,
  openDataDirDatabase,
  type StartedPortal,
  type StartUpOptions,
  startInOrder,
} from '../start-up';
import { createWebApp } from '../web-assets';
import { gatewayHandler } from './gateway';
import { prepareDatabaseInChild } from './prepare-database-process';
import { buildServicesIfStale, type PortalProcess } from './service-build';
import { type Backoff, type ServiceName, type ServiceProcess, startServiceProcess } from './service-process';
import { SERVICE_V8_FLAGS } from './service-runtime';

export interface SupervisedPortal extends StartedPortal {
  services: Record<ServiceName, ServiceProcess>;
}

export interface SupervisedPortalOptions extends StartUpOptions {
  /** Where the repository is: the services are built there and run from there. */
  repositoryRoot: string;
  backoff?: Backoff;
}

/**
 * Each service and the compiled file it runs. The jobs run inside the projector's process: a
 * process of their own cost about 100 MB at idle (bench/RESULTS.md, "Memory at idle").
 */
const SERVICES: Record<ServiceName, PortalProcess> = {
  projector: 'projector-and-jobs',
  'command-api': 'command-api',
  'read-api': 'read-api',
};

/**
 * `npm start`: the supervisor. It owns what the services share (DATA_DIR and its lock, the
 * embedded PostgreSQL, the migrations, the first administrator, the demo data, the session
 * secret) and runs each service (the command API, the read API, the projector with the jobs) in
 * a child process of its own, the same code as docker-compose.yml's services, restarting one that
 * dies while the others keep serving. The web app and both APIs stay behind one port.
 */
export async function startSupervisedPortal(options: SupervisedPortalOptions): Promise<SupervisedPortal> {
  const { config, logger, repositoryRoot } = options;
  return startInOrder(logger, async (onStop) => {
    const database = await openDataDirDatabase(config, logger, onStop);
    const scripts = await buildServicesIfStale({ repositoryRoot, logger });
    const sessionSecret = config.SESSION_SECRET ?? (await readOrCreateSecret(config.DATA_DIR, 'session'));
    const env = serviceEnvironment(config, database.url, sessionSecret);
    // Migrations, the first administrator and the demo data, once, before any service starts.
    await prepareDatabaseInChild({
      script: scripts['prepare-database'],
      cwd: repositoryRoot,
      env: { ...env, ...(config.DEMO_DATA ? { DEMO_DATA: config.DEMO_DATA } : {}) },
      announce: options.announce,
    });
    const services = Object.fromEntries(
      Object.entries(SERVICES).map(([name, script]) => [
        name,
        startServiceProcess({
          name: name as ServiceName,
          script: scripts[script],
          v8Flags: SERVICE_V8_FLAGS[name as ServiceName],
          cwd: repositoryRoot,
          env,
          logger,
          backoff: options.backoff,
        }),
      ]),
    ) as Record<ServiceName, ServiceProcess>;
    onStop(async () => {
      await Promise.all(Object.values(services).map((service) => service.stop()));
    });
    await Promise.all(Object.values(services).map((service) => service.ready));

    const web = createWebApp({ distDir: options.webDistDir, logger });
    const server = createServer(
      gatewayHandler({
        readApi: { name: 'read API', port: services['read-api'].port },
        commandApi: { name: 'command API', port: services['command-api'].port },
        web,
        logger,
        proxyHops: config.TRUST_PROXY_HOPS,
        https: servedOverHttps(config),
      }),
    );
    const port = await listenOnPort(server, config.PORT, onStop);
    logger.info(
      { port, dataDir: path.resolve(config.DATA_DIR), services: Object.keys(SERVICES) },
      'portal started: each service in its own process',
    );
    return { url: `http://localhost:${port}`, server, services };
  });
}

/**
 * The services' environment: the supervisor's, with the configuration it resolved (the embedded
 * database, the session secret) and nothing of its own that they must not take (its PORT).
 */
function serviceEnvironment(config: Config, databaseUrl: string, sessionSecret: string): NodeJS.ProcessEnv {
  const {
    PORT: _ownPort,
    DATABASE_URL: _resolvedBelow,
    EVENTSTORE_URL: _fromConfig,
    REDIS_URL: _fromConfigToo,
    DEMO_DATA: _addedAlready,
    ...inherited
  } = process.env;
  const optional = { EVENTSTORE_URL: config.EVENTSTORE_URL, REDIS_URL: config.REDIS_URL };
  return {
    ...inherited,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    PORT: '0',
    DATA_DIR: path.resolve(config.DATA_DIR),
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: sessionSecret,
    LOG_LEVEL: config.LOG_LEVEL,
    // The services stand behind this gateway alone, which sets X-Forwarded-For to the client's address.
    TRUST_PROXY_HOPS: '1',
    ...(config.ADMIN_USERNAME ? { ADMIN_USERNAME: config.ADMIN_USERNAME } : {}),
    ...(config.ADMIN_PASSWORD ? { ADMIN_PASSWORD: config.ADMIN_PASSWORD } : {}),
  };
}
