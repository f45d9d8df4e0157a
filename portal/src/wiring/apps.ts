import {
  BULK_UPLOAD_PATH,
  bulkUploadRouter,
  campusChecklistRouter,
  catalogueRouter,
  cityRouter,
  createCommandApi,
  createIdAllocator,
  createLoginThrottle,
  customRoleRouter,
  qabailRouter,
  signInRouter,
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
  READ_SCHEMA,
  readOrCreateSecret,
  SESSION_ABSOLUTE_MS,
  type SessionStore,
} from '@seerat/platform';
import { CHECKPOINT_CHANNEL, readProjectionState } from '@seerat/projector';
import {
  auditReadRouter,
  bulkUploadReadRouter,
  catalogueReadRouter,
  cityReadRouter,
  createReadApi,
  customRoleReadRouter,
  dashboardReadRouter,
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

/** The write side with every feature's routes. */
export function buildCommandApi(deps: SharedHttpDeps): Koa {
  const ids = createIdAllocator(deps.knex);
  return createCommandApi({
    ...deps,
    multipartPaths: [BULK_UPLOAD_PATH],
    routers: [
      signInRouter({
        store: deps.store,
        knex: deps.knex,
        sessionStore: deps.sessionStore,
        throttle: createLoginThrottle(deps.knex),
      }),
      userRouter({ store: deps.store, knex: deps.knex, ids, sessionStore: deps.sessionStore }),
      customRoleRouter({ store: deps.store, knex: deps.knex, ids }),
      bulkUploadRouter({ store: deps.store, knex: deps.knex, ids, logger: deps.logger }),
      zoneRouter({ store: deps.store, knex: deps.knex, ids }),
      cityRouter({ store: deps.store, knex: deps.knex, ids }),
      campusChecklistRouter({ store: deps.store, knex: deps.knex }),
      catalogueRouter({ store: deps.store, ids }),
      qabailRouter({ store: deps.store, knex: deps.knex, ids }),
    ],
  });
}

/** The read side with every feature's routes. */
export function buildReadApi(deps: SharedHttpDeps): Koa {
  const { knex } = deps;
  return createReadApi({
    ...deps,
    routers: [
      userReadRouter({ knex }),
      customRoleReadRouter({ knex }),
      bulkUploadReadRouter({ knex }),
      zoneReadRouter({ knex }),
      cityReadRouter({ knex }),
      catalogueReadRouter({ knex }),
      auditReadRouter({ knex }),
      dashboardReadRouter({ knex }),
      qabailReadRouter({ knex }),
    ],
  });
}
