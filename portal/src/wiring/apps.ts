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
  createCheckpointWatcher,
  createPostgresSessionStore,
  type HealthChecks,
  type Knex,
  type Logger,
  readOrCreateSecret,
  SESSION_ABSOLUTE_MS,
  type SessionStore,
  servedOverHttps,
} from '@seerat/platform';
import { CHECKPOINT_CHANNEL, portalProjection, READ_SCHEMA, readProjectionState } from '@seerat/projector';
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
import { withCompression } from '../compression';
import { openChainAudit } from './chain-audit';

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
  const checkpointWatcher = await createCheckpointWatcher({
    connectionString: options.databaseUrl,
    channel: CHECKPOINT_CHANNEL,
    readCheckpoint: async () => (await readProjectionState(knex, READ_SCHEMA)).checkpoint,
    readHalts: async () => {
      const { readModels } = await readProjectionState(knex, READ_SCHEMA);
      return new Map(readModels.filter(({ halt }) => halt).map(({ name, checkpoint }) => [name, checkpoint]));
    },
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
    readModels: readModels('users', 'custom-roles', 'cities', 'zones'),
  });
}

/** What the command use cases of this portal work with: its store, id sequences and read models. */
export function commandDeps(deps: Pick<SharedHttpDeps, 'store' | 'knex' | 'checkpointWatcher'>): CommandDeps {
  return {
    store: deps.store,
    knex: deps.knex,
    ids: createIdAllocator(deps.knex),
    facts: readModelFacts({
      knex: deps.knex,
      projected: rightsStreams(deps),
      watcher: deps.checkpointWatcher,
    }),
  };
}

/**
 * Every feature's write routes: the command API serves them, and the tests that must reach every
 * mutation (the auditor's refusals) enumerate them from here.
 */
export function commandRouters(deps: SharedHttpDeps): CommandApiDeps['routers'] {
  const commands = commandDeps(deps);
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
  return withCompression(
    createCommandApi({
      ...deps,
      projected: rightsStreams(deps),
      multipartPaths: [BULK_UPLOAD_PATH, PROFILE_PICTURE_PATH, RECEIPT_PATH],
      routers: commandRouters(deps),
    }),
  );
}

/** The read side with every feature's routes, each with the read models it queries. */
export function buildReadApi(deps: SharedHttpDeps & { readYourWritesTimeoutMs?: number }): Koa {
  return withCompression(
    createReadApi({
      ...deps,
      sessionReadModels: readModels('users', 'custom-roles'),
      routers: readRoutes(deps),
    }),
  );
}

/**
 * Every feature's read routes with the read models they query: the read API serves them, and the
 * tests that must reach every read by id (the existence oracle) enumerate them from here.
 */
export function readRoutes(deps: SharedHttpDeps): ReadRoutes[] {
  const { knex } = deps;
  return [
    { router: authReadRouter(), readModels: [] },
    { router: userReadRouter({ knex }), readModels: readModels('users') },
    { router: customRoleReadRouter({ knex }), readModels: readModels('custom-roles') },
    { router: bulkUploadReadRouter({ knex }), readModels: readModels('user-uploads', 'users') },
    { router: zoneReadRouter({ knex }), readModels: readModels('zones', 'meetings', 'gatherings') },
    {
      router: cityReadRouter({ knex }),
      readModels: readModels(
        'cities',
        'campus_checklists',
        'zones',
        'meetings',
        'karguzari_versions',
        'gatherings',
      ),
    },
    {
      router: campusChecklistReadRouter({ knex }),
      readModels: readModels('campus_checklists', 'cities'),
    },
    {
      router: seeratModelCheckReadRouter({ knex }),
      readModels: readModels('seerat_model_checks', 'cities'),
    },
    {
      router: catalogueReadRouter({ knex }),
      readModels: readModels('catalogue', 'city_selections', 'cities'),
    },
    {
      router: auditReadRouter({ knex }),
      readModels: readModels('city_audit_log', 'zone_audit_log', 'cities', 'zones'),
    },
    {
      router: dashboardReadRouter({ knex }),
      readModels: readModels(
        'cities',
        'zones',
        'danger-zone',
        'meetings',
        'gatherings',
        'karguzari_versions',
      ),
    },
    {
      router: dangerZoneReadRouter({ knex }),
      readModels: readModels('danger-zone', 'cities', 'zones'),
    },
    // Operational records of the jobs, not a read model: never cached, never waited for.
    {
      router: backgroundJobReadRouter({ readStatuses: (now) => readJobStatuses(knex, now) }),
      readModels: [],
    },
    {
      router: activityReadRouter({ knex }),
      readModels: readModels(
        'zone_audit_log',
        'city_audit_log',
        'qabail_audit_log',
        'gathering_audit_log',
        'meeting_audit_log',
        'karguzari_audit_log',
        'budget_audit_log',
        'entity_audit_log',
      ),
    },
    // Folds the event store, which is always current: nothing to wait for.
    { router: asOfReadRouter({ knex, store: deps.store }), readModels: [] },
    {
      router: entityAuditReadRouter({ knex }),
      readModels: readModels(
        'entity_audit_log',
        'users',
        'masool-profiles',
        'team-profiles',
        'reading-progress',
        'cities',
      ),
    },
    {
      router: qabailReadRouter({ knex }),
      readModels: readModels('qabails', 'qabilah_list', 'qabail_audit_log', 'cities'),
    },
    { router: masoolProfileReadRouter({ knex }), readModels: readModels('masool-profiles') },
    { router: teamProfileReadRouter({ knex }), readModels: readModels('team-profiles') },
    {
      router: readingProgressReadRouter({ knex }),
      readModels: readModels('reading-progress', 'catalogue'),
    },
    // Pictures are files of the write side, not a read model.
    { router: profilePictureReadRouter({ knex }), readModels: [] },
    { router: receiptReadRouter({ knex }), readModels: [] },
    {
      router: meetingReadRouter({ knex }),
      readModels: readModels('meetings', 'meeting_audit_log', 'cities'),
    },
    {
      router: karguzariReadRouter({ knex }),
      readModels: readModels('karguzari_versions', 'karguzari_reviews', 'karguzari_audit_log', 'cities'),
    },
    {
      router: notMetReadRouter({ knex }),
      readModels: readModels('cities', 'meetings', 'karguzari_versions'),
    },
    {
      router: gatheringReadRouter({ knex }),
      readModels: readModels('gatherings', 'gathering_history', 'gathering_audit_log', 'cities'),
    },
    {
      router: budgetReadRouter({ knex }),
      readModels: readModels(
        'budgets',
        'budget_approval_history',
        'budget_audit_log',
        'gatherings',
        'cities',
        'zones',
      ),
    },
  ];
}

/** Names of the portal projection's read models, checked: a misspelt one would never be halted. */
function readModels(...names: string[]): string[] {
  const known = new Set(portalProjection.readModels.map((readModel) => readModel.name));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`The portal projection has no read model ${unknown.join(', ')}`);
  return names;
}
