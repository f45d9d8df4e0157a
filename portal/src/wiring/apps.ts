import {
  authRouter,
  BULK_UPLOAD_PATH,
  bulkUploadRouter,
  type CommandDeps,
  campusChecklistRouter,
  catalogueRouter,
  cityRouter,
  createCommandApi,
  createIdAllocator,
  createLoginThrottle,
  customRoleRouter,
  gatheringRouter,
  qabailRouter,
  readModelFacts,
  userRouter,
  zoneRouter,
} from '@seerat/command-api';
import type { EventStore } from '@seerat/eventstore';
import {
  type CheckpointWatcher,
  type Config,
  createCheckpointWatcher,
  createPostgresSessionStore,
  type HealthChecks,
  type Knex,
  type Logger,
  readOrCreateSecret,
  SESSION_ABSOLUTE_MS,
  type SessionStore,
} from '@seerat/platform';
import { CHECKPOINT_CHANNEL, READ_SCHEMA, readProjectionState } from '@seerat/projector';
import {
  auditReadRouter,
  authReadRouter,
  bulkUploadReadRouter,
  campusChecklistReadRouter,
  catalogueReadRouter,
  cityReadRouter,
  createReadApi,
  customRoleReadRouter,
  dashboardReadRouter,
  gatheringReadRouter,
  qabailReadRouter,
  userReadRouter,
  zoneReadRouter,
} from '@seerat/read-api';
import type Koa from 'koa';

export interface SharedHttpDeps {
  logger: Logger;
  knex: Knex;
  store: EventStore;
  sessionStore: SessionStore;
  sessionKeys: string[];
  checkpointWatcher: CheckpointWatcher;
  healthChecks: HealthChecks;
  /** Behind the Docker gateway; `npm start` serves clients directly. */
  trustProxy?: boolean;
}

/** What both APIs share: the session store and its key, and the projector's checkpoint. */
export async function openSharedHttpDeps(options: {
  config: Config;
  databaseUrl: string;
  logger: Logger;
  knex: Knex;
  store: EventStore;
  healthChecks: HealthChecks;
}): Promise<SharedHttpDeps & { close(): Promise<void> }> {
  const { config, knex } = options;
  const sessionSecret = config.SESSION_SECRET ?? (await readOrCreateSecret(config.DATA_DIR, 'session'));
  const checkpointWatcher = await createCheckpointWatcher({
    connectionString: options.databaseUrl,
    channel: CHECKPOINT_CHANNEL,
    readCheckpoint: async () => (await readProjectionState(knex, READ_SCHEMA)).checkpoint,
    logger: options.logger,
  });
  return {
    logger: options.logger,
    knex,
    store: options.store,
    sessionStore: createPostgresSessionStore({ knex, absoluteMs: SESSION_ABSOLUTE_MS }),
    sessionKeys: [sessionSecret],
    checkpointWatcher,
    healthChecks: options.healthChecks,
    close: () => checkpointWatcher.close(),
  };
}

/** What the command use cases of this portal work with: its store, id sequences and read models. */
export function commandDeps(deps: Pick<SharedHttpDeps, 'store' | 'knex'>): CommandDeps {
  return {
    store: deps.store,
    knex: deps.knex,
    ids: createIdAllocator(deps.knex),
    facts: readModelFacts(deps.knex),
  };
}

/** The write side with every feature's routes. */
export function buildCommandApi(deps: SharedHttpDeps): Koa {
  const commands = commandDeps(deps);
  const { sessionStore, logger } = deps;
  return createCommandApi({
    ...deps,
    multipartPaths: [BULK_UPLOAD_PATH],
    routers: [
      authRouter({ ...commands, sessionStore, throttle: createLoginThrottle(deps.knex) }),
      userRouter({ ...commands, sessionStore }),
      customRoleRouter(commands),
      bulkUploadRouter({ ...commands, logger }),
      zoneRouter(commands),
      cityRouter(commands),
      campusChecklistRouter(commands),
      catalogueRouter(commands),
      qabailRouter(commands),
      gatheringRouter(commands),
    ],
  });
}

/** The read side with every feature's routes. */
export function buildReadApi(deps: SharedHttpDeps): Koa {
  const { knex } = deps;
  return createReadApi({
    ...deps,
    routers: [
      authReadRouter(),
      userReadRouter({ knex }),
      customRoleReadRouter({ knex }),
      bulkUploadReadRouter({ knex }),
      zoneReadRouter({ knex }),
      cityReadRouter({ knex }),
      campusChecklistReadRouter({ knex }),
      catalogueReadRouter({ knex }),
      auditReadRouter({ knex }),
      dashboardReadRouter({ knex }),
      qabailReadRouter({ knex }),
      gatheringReadRouter({ knex }),
    ],
  });
}
