import {
  authRouter,
  BULK_UPLOAD_PATH,
  backgroundJobRouter,
  budgetRouter,
  bulkUploadRouter,
  type CommandApiDeps,
  type CommandDeps,
  campusChecklistRouter,
  catalogueRouter,
  cityReadsBesideSessionCheck,
  cityRouter,
  createCommandApi,
  createIdAllocator,
  createLoginThrottle,
  customRoleRouter,
  gatheringRouter,
  karguzariRouter,
  masoolProfileRouter,
  meetingRouter,
  PROFILE_PICTURE_PATH,
  type ProjectedStreams,
  profilePictureRouter,
  projectedStreams,
  qabailRouter,
  RECEIPT_PATH,
  readingProgressRouter,
  readModelFacts,
  receiptRouter,
  sameTurnStreamReads,
  seeratModelCheckRouter,
  singleFlight,
  teamProfileRouter,
  userRouter,
  verifyRouter,
  zoneRouter,
} from '@seerat/command-api';
import type { ChainVerificationAnswer } from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import { readJobStatuses, requestJobRun } from '@seerat/jobs';
import {
  type CheckpointWatcher,
  type Config,
  createBoundedWorkQueue,
  createCachedSessionStore,
  createPostgresSessionStore,
  type HealthChecks,
  type Knex,
  type Logger,
  readOrCreateSecret,
  SESSION_ABSOLUTE_MS,
  type SessionStore,
  servedOverHttps,
} from '@seerat/platform';
import { READ_MODEL } from '@seerat/projector/tables';
import {
  activityReadRouter,
  asOfReadRouter,
  auditReadRouter,
  authReadRouter,
  backgroundJobReadRouter,
  budgetReadRouter,
  bulkUploadReadRouter,
  campusChecklistReadRouter,
  catalogueReadRouter,
  cityReadRouter,
  createReadApi,
  customRoleReadRouter,
  dangerZoneReadRouter,
  dashboardReadRouter,
  entityAuditReadRouter,
  gatheringReadRouter,
  karguzariReadRouter,
  masoolProfileReadRouter,
  meetingReadRouter,
  notMetReadRouter,
  profilePictureReadRouter,
  qabailReadRouter,
  type ReadRoutes,
  readingProgressReadRouter,
  receiptReadRouter,
  seeratModelCheckReadRouter,
  teamProfileReadRouter,
  userReadRouter,
  zoneReadRouter,
} from '@seerat/read-api';
import type Koa from 'koa';
import { answerCompression, withCompression } from '../compression';
import { openChainAudit } from './chain-audit';
import { openReadModelWatcher } from './read-model-watcher';

export interface SharedHttpDeps {
  logger: Logger;
  knex: Knex;
  store: EventStore;
  sessionStore: SessionStore;
  sessionKeys: string[];
  checkpointWatcher: CheckpointWatcher;
  healthChecks: HealthChecks;
  /** How many proxies set X-Forwarded-For before the APIs (see `TRUST_PROXY_HOPS`). */
  proxyHops: number;
  /** Served over HTTPS: Secure cookies and HSTS. */
  https: boolean;
  /** `PUBLIC_URL`: the origin writes must come from, when set. */
  publicUrl?: string;
  /** The auditors' verification of the event log's hash chain. */
  verifyChain: () => Promise<ChainVerificationAnswer>;
}

/**
 * What both APIs share: the session store (kept in this process's memory, told of every other
 * process's session writes) and its key, and the projector's checkpoint.
 */
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
  const checkpointWatcher = await openReadModelWatcher({
    knex,
    databaseUrl: options.databaseUrl,
    logger: options.logger,
  });
  const sessionStore = await createCachedSessionStore({
    store: createPostgresSessionStore({ knex, absoluteMs: SESSION_ABSOLUTE_MS }),
    connectionString: options.databaseUrl,
    logger: options.logger,
  });
  const chainAudit = openChainAudit({ config, databaseUrl: options.databaseUrl });
  return {
    logger: options.logger,
    knex,
    store: options.store,
    sessionStore,
    sessionKeys: [sessionSecret],
    checkpointWatcher,
    healthChecks: options.healthChecks,
    proxyHops: config.TRUST_PROXY_HOPS,
    https: servedOverHttps(config),
    publicUrl: config.PUBLIC_URL,
    // Shared by the API and the digest job of this process: one pass over the log at a time.
    verifyChain: singleFlight(() => chainAudit.verify()),
    close: async () => {
      await checkpointWatcher.close();
      await sessionStore.close();
      await chainAudit.close();
    },
  };
}

/** How long a write waits for a rights change to reach the read models before it is refused. */
const RIGHTS_WAIT_MS = 3000;

function rightsStreams(deps: Pick<SharedHttpDeps, 'store' | 'checkpointWatcher'>): ProjectedStreams {
  return projectedStreams({
    store: deps.store,
    watcher: deps.checkpointWatcher,
    timeoutMs: RIGHTS_WAIT_MS,
    readModels: [READ_MODEL.users, READ_MODEL.customRoles, READ_MODEL.cities, READ_MODEL.zones],
  });
}

/** What the command use cases of this portal work with: its store, id sequences and read models. */
export function commandDeps(deps: Pick<SharedHttpDeps, 'store' | 'knex' | 'checkpointWatcher'>): CommandDeps {
  // One store for the use cases and their facts, so that their reads of a stream can be one query.
  const store = sameTurnStreamReads(deps.store);
  return {
    store,
    knex: deps.knex,
    ids: createIdAllocator(deps.knex),
    facts: readModelFacts({
      knex: deps.knex,
      store,
      projected: rightsStreams(deps),
      watcher: deps.checkpointWatcher,
    }),
  };
}

/**
 * Every feature's write routes: the command API serves them, and the tests that must reach every
 * mutation (the auditor's refusals) enumerate them from here.
 */
export function commandRouters(
  deps: SharedHttpDeps,
  commands: CommandDeps = commandDeps(deps),
): CommandApiDeps['routers'] {
  const { sessionStore, logger } = deps;
  // Two uploads decoded at once per API process (libvips takes threads of its own), eight waiting.
  const decoding = createBoundedWorkQueue({ concurrency: 2, maxWaiting: 8 });
  return [
    authRouter({ ...commands, sessionStore, throttle: createLoginThrottle(deps.knex) }),
    verifyRouter({ verify: deps.verifyChain }),
    userRouter({ ...commands, sessionStore }),
    customRoleRouter(commands),
    bulkUploadRouter({ ...commands, logger }),
    zoneRouter(commands),
    cityRouter(commands),
    campusChecklistRouter(commands),
    seeratModelCheckRouter(commands),
    catalogueRouter(commands),
    qabailRouter(commands),
    masoolProfileRouter(commands),
    teamProfileRouter(commands),
    readingProgressRouter(commands),
    profilePictureRouter({ ...commands, decoding }),
    receiptRouter({ ...commands, decoding }),
    meetingRouter(commands),
    karguzariRouter(commands),
    gatheringRouter(commands),
    budgetRouter(commands),
    backgroundJobRouter({ requestRun: (job, by) => requestJobRun(deps.knex, job, by) }),
  ];
}

/** The write side with every feature's routes. */
export function buildCommandApi(deps: SharedHttpDeps): Koa {
  // One set for the routes and the reads begun for them: the city's kept fold and place are shared.
  const commands = commandDeps(deps);
  return withCompression(
    createCommandApi({
      ...deps,
      projected: rightsStreams(deps),
      multipartPaths: [BULK_UPLOAD_PATH, PROFILE_PICTURE_PATH, RECEIPT_PATH],
      routers: commandRouters(deps, commands),
      besideSessionCheck: [cityReadsBesideSessionCheck(commands)],
    }),
  );
}

/** The read side with every feature's routes, each with the read models it queries. */
export function buildReadApi(deps: SharedHttpDeps & { readYourWritesTimeoutMs?: number }): Koa {
  return withCompression(
    createReadApi({
      ...deps,
      sessionReadModels: [READ_MODEL.users, READ_MODEL.customRoles],
      routers: readRoutes(deps),
      compression: answerCompression,
    }),
  );
}

/**
 * Every feature's read routes, each with the read models it declares: the read API serves them,
 * and the tests that must reach every read by id (the existence oracle) or check the declarations
 * (the read-model declarations) enumerate them from here.
 */
export function readRoutes(deps: SharedHttpDeps): ReadRoutes[] {
  const { knex } = deps;
  return [
    authReadRouter(),
    userReadRouter({ knex }),
    customRoleReadRouter({ knex }),
    bulkUploadReadRouter({ knex }),
    zoneReadRouter({ knex }),
    cityReadRouter({ knex }),
    campusChecklistReadRouter({ knex }),
    seeratModelCheckReadRouter({ knex }),
    catalogueReadRouter({ knex }),
    auditReadRouter({ knex }),
    dashboardReadRouter({ knex }),
    dangerZoneReadRouter({ knex }),
    backgroundJobReadRouter({ readStatuses: (now) => readJobStatuses(knex, now) }),
    activityReadRouter({ knex }),
    asOfReadRouter({ knex, store: deps.store }),
    entityAuditReadRouter({ knex }),
    qabailReadRouter({ knex }),
    masoolProfileReadRouter({ knex }),
    teamProfileReadRouter({ knex }),
    readingProgressReadRouter({ knex }),
    profilePictureReadRouter({ knex }),
    receiptReadRouter({ knex }),
    meetingReadRouter({ knex }),
    karguzariReadRouter({ knex }),
    notMetReadRouter({ knex }),
    gatheringReadRouter({ knex }),
    budgetReadRouter({ knex }),
  ];
}
