import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_HISTORY_ENDS, DEMO_PASSWORD } from '@seerat/demo-data';
import type { Logger } from '@seerat/platform';
import { measureCommands, measureRawInserts } from './append-bench';
import { watchCpu } from './cpu-time';
import { measureDangerZonePass } from './danger-zone-bench';
import { prepareDataSet } from './data-set';
import { type BenchServer, openBenchServer } from './databases';
import {
  commandCpuFigure,
  commandFigure,
  dangerZoneFigure,
  idleMemoryFigure,
  lagFigure,
  lighthouseFigure,
  memoryFigure,
  memoryTogetherFigure,
  pageFigure,
  readFigure,
  rebuildFigure,
  restartFigure,
  verifyFigure,
  yardstickFigure,
} from './figures';
import { measureLag } from './lag-bench';
import { measureLighthouse } from './lighthouse-bench';
import { describeMachine, watchOtherActivity } from './machine';
import { signInParticipants } from './participants';
import { waitForProjector } from './projector-caught-up';
import { measureGet, type ReadSummary } from './read-bench';
import { measureCopy, measureRebuild } from './rebuild-bench';
import type { BenchResults, Figure } from './report';
import { sampleMemory, startServices, startYardstick } from './services';
import { measurePortalStart } from './start-bench';
import { measureLogRead, measureVerify } from './verify-bench';
import { buildWeb, PAGES, pageWeight } from './web-bench';

export interface BenchOptions {
  quick: boolean;
  /** Only the services' figures: no rebuild, verification, danger-zone pass, web build or Lighthouse. */
  httpOnly?: boolean;
  /** A connection to the PostgreSQL server the benchmark creates its databases on. */
  serverUrl: string;
  repositoryRoot: string;
  logger: Logger;
}

const CLIENTS = [1, 16, 64] as const;
/** The small data set has about 50 cities anyone may edit: not one per client at 64. */
const QUICK_CLIENTS = [1, 16] as const;
const LAG_UNDER_CLIENTS = 16;
const READ_CONNECTIONS = 64;

/**
 * One run: the data set (national, or small with --quick), the projector's rebuild beside COPY,
 * the services started as separate processes, commands at 1/16/64 clients beside plain INSERTs
 * (the lag probed while 16 write), reads at 64 connections beside a bare Koa handler, the web
 * build's page weights and Lighthouse scores, each service's peak memory over the load, and
 * `npm start` itself: its memory at idle and its restart after a crash.
 */
export async function runBench(options: BenchOptions): Promise<BenchResults> {
  const { quick, logger, repositoryRoot } = options;
  const seconds = quick ? { commands: 5, raw: 3, reads: 5 } : { commands: 20, raw: 10, reads: 20 };
  const clientCounts = quick ? QUICK_CLIENTS : CLIENTS;
  const startedAt = new Date().toISOString();
  const server = await openBenchServer(options.serverUrl);
  const ownPids = [process.pid];
  const activity = watchOtherActivity(() => ownPids);
  const logDir = await mkdtemp(path.join(tmpdir(), 'seerat-bench-'));
  const figures: Figure[] = [];
  try {
    const machine = describeMachine(await server.version());
    const dataSet = await prepareDataSet({ server, scale: quick ? 'small' : 'national', logger });
    const databaseUrl = server.urlOf(dataSet.database);

    if (!options.httpOnly) figures.push(...(await measureOffline(databaseUrl, logger)));

    const admin = { username: 'bench-admin', password: randomBytes(12).toString('base64url') };
    const sessionSecret = randomBytes(32).toString('hex');
    const services = await startServices({
      repositoryRoot,
      databaseUrl,
      sessionSecret,
      admin,
      logDir,
    });
    ownPids.push(...services.all().map((service) => service.pid));
    const demoAdmin = dataSet.summary.accounts.find((account) => account.role === 'admin')!.username;
    try {
      await waitForProjector(databaseUrl, logger);
      const participants = await signInParticipants({
        databaseUrl,
        commandApiUrl: services.commandApi.url,
        writers: Math.max(...clientCounts) + 1,
        admin: demoAdmin,
        password: DEMO_PASSWORD,
      });
      const [probe, ...writers] = participants.writers;
      const memory = sampleMemory(
        Object.fromEntries(services.all().map((service) => [service.name, service.pid])),
      );

      const servicePids = Object.fromEntries(services.all().map((service) => [service.name, service.pid]));
      for (const clients of clientCounts) {
        logger.info({ clients }, 'commands');
        const cpu = await watchCpu(servicePids);
        const commands = measureCommands({
          commandApiUrl: services.commandApi.url,
          writers,
          clients,
          seconds: seconds.commands,
        });
        const lag =
          clients === LAG_UNDER_CLIENTS
            ? measureLag({
                commandApiUrl: services.commandApi.url,
                readApiUrl: services.readApi.url,
                writer: probe!,
                reader: participants.reader,
                until: commands,
                seconds: seconds.commands,
              })
            : null;
        const commandSummary = await commands;
        if (lag) await lag;
        const cpuUse = await cpu.stop();
        const raw = await measureRawInserts({ databaseUrl, clients, seconds: seconds.raw });
        figures.push(commandFigure(clients, commandSummary, raw));
        figures.push(commandCpuFigure(clients, commandSummary, cpuUse));
        if (lag) figures.push(lagFigure(await lag, clients));
      }
      // The 64 writers leave the projector thousands of events behind: the reads and their
      // yardsticks are measured once it has applied them, not while it competes for the cores.
      await waitForProjector(databaseUrl, logger);

      const yardsticks = {
        bare: await measureYardstick('bare', { repositoryRoot, logDir }, seconds.reads),
        session: await measureYardstick(
          'session',
          { repositoryRoot, logDir, databaseUrl, sessionSecret },
          seconds.reads,
        ),
      };
      figures.push(yardstickFigure('bare', yardsticks.bare, READ_CONNECTIONS));
      figures.push(yardstickFigure('session', yardsticks.session, READ_CONNECTIONS));
      const reads = [
        ['dashboard', 'Read: dashboard stats (administrator)', 'answer', '/api/dashboard/stats'],
        ['zone', "Read: a zone's detail", 'answer', `/api/zones/${participants.zoneId}`],
        ['city', "Read: a city's detail", 'answer', `/api/cities/${participants.cityId}`],
        ...(participants.budgetId === null
          ? []
          : [
              [
                'budget',
                'Read: one budget with its lines',
                'answer',
                `/api/budgets/${participants.budgetId}`,
              ] as const,
            ]),
        ['zone-cities', "Read: a zone's cities", 'list', `/api/zones/${participants.zoneId}/cities`],
        ['city-audit', "Read: a city's audit history", 'list', `/api/cities/${participants.cityId}/audit`],
        ['zone-meetings', "Read: a zone's meetings", 'list', `/api/meetings?zoneId=${participants.zoneId}`],
        [
          'city-karguzari',
          "Read: a city's karguzari reports, every version",
          'list',
          `/api/cities/${participants.cityId}/karguzari`,
        ],
        [
          'zone-events',
          "Read: a zone's events (Event Management)",
          'list',
          `/api/events?zoneId=${participants.zoneId}`,
        ],
        [
          'city-ticker',
          "Read: a city's event ticker",
          'list',
          `/api/events/ticker?cityId=${participants.cityId}`,
        ],
        ['activity', 'Read: the activity feed (administrator)', 'list', '/api/audit/activity'],
        ['budgets', 'Read: the budgets list (administrator)', 'list', '/api/budgets'],
        ['masool-profiles', 'Read: the masool profiles (administrator)', 'list', '/api/masool-profiles'],
        // Never cached (the spec's `time` parameter, `no-store`): every read reaches PostgreSQL.
        ['team-profiles', 'Read: the team profiles (administrator)', 'list', '/api/team-profiles'],
      ] as const;
      for (const [id, label, kind, route] of reads) {
        logger.info({ route }, 'reads');
        const summary = await measureGet({
          url: `${services.readApi.url}${route}`,
          session: participants.reader,
          connections: READ_CONNECTIONS,
          seconds: seconds.reads,
          pid: services.readApi.pid,
        });
        figures.push(readFigure(id, `${label}, ${READ_CONNECTIONS} connections`, kind, summary, yardsticks));
      }
      const peaks = await memory.stop();
      for (const [service, peak] of Object.entries(peaks)) figures.push(memoryFigure(service, peak));
      figures.push(memoryTogetherFigure(peaks));
    } finally {
      await services.stop();
    }

    if (!options.httpOnly) {
      const account = { username: demoAdmin, password: DEMO_PASSWORD };
      figures.push(...(await measureWeb({ databaseUrl, repositoryRoot, logDir, account, logger })));
      figures.push(...(await measureStart({ server, repositoryRoot, logDir, logger })));
    }

    await server.drop(dataSet.database);
    await rm(logDir, { recursive: true, force: true });
    const { scale, seed, events, zones, cities, users, qabails, gatherings } = dataSet.summary;
    return {
      mode: quick ? 'quick' : 'full',
      startedAt,
      finishedAt: new Date().toISOString(),
      machine,
      otherActivity: activity.stop(),
      dataSet: { scale, seed, events, zones, cities, users, qabails, gatherings },
      figures,
    };
  } catch (error) {
    logger.error({ logDir }, "the benchmark failed; the services' logs are kept there");
    throw error;
  } finally {
    await server.close();
  }
}

/** The figures without the services: the rebuild beside COPY, the chain's verification, a danger-zone pass. */
async function measureOffline(databaseUrl: string, logger: Logger): Promise<Figure[]> {
  logger.info('rebuilding the read models, then COPY of the same rows');
  const rebuild = rebuildFigure(await measureRebuild(databaseUrl, logger), await measureCopy(databaseUrl));
  logger.info('verifying the hash chain, then reading the same log alone');
  const verify = verifyFigure(await measureVerify(databaseUrl), await measureLogRead(databaseUrl));
  logger.info('one danger-zone pass, beside the one query that finds the cities');
  const dangerZone = dangerZoneFigure(await measureDangerZonePass(databaseUrl, DEFAULT_HISTORY_ENDS, logger));
  return [rebuild, verify, dangerZone];
}

/** The web build's page weights and the Lighthouse scores of the sign-in page and the dashboard. */
async function measureWeb(options: {
  databaseUrl: string;
  repositoryRoot: string;
  logDir: string;
  account: { username: string; password: string };
  logger: Logger;
}): Promise<Figure[]> {
  options.logger.info('building the web app');
  const webOut = path.join(options.logDir, 'web');
  await buildWeb(options.repositoryRoot, webOut);
  const figures = [
    pageFigure('signIn', await pageWeight(webOut, PAGES.signIn)),
    pageFigure('dashboard', await pageWeight(webOut, PAGES.dashboard)),
  ];
  options.logger.info('scoring the sign-in page and the dashboard with Lighthouse');
  const scores = await measureLighthouse({
    databaseUrl: options.databaseUrl,
    webDistDir: webOut,
    account: options.account,
  });
  return [...figures, ...scores.map(lighthouseFigure)];
}

/** `npm start` on a database of its own: its memory at idle and its restart after a crash. */
async function measureStart(options: {
  server: BenchServer;
  repositoryRoot: string;
  logDir: string;
  logger: Logger;
}): Promise<Figure[]> {
  const database = `seerat_bench_start_${process.pid}`;
  await options.server.create(database);
  try {
    const start = await measurePortalStart({ ...options, databaseUrl: options.server.urlOf(database) });
    return [idleMemoryFigure(start), restartFigure(start)];
  } finally {
    await options.server.drop(database);
  }
}

/** A yardstick's rate at the read benchmark's connections; the session one signed in first. */
async function measureYardstick(
  kind: 'bare' | 'session',
  environment: Parameters<typeof startYardstick>[1],
  seconds: number,
): Promise<ReadSummary> {
  const yardstick = await startYardstick(kind, environment);
  try {
    const session =
      kind === 'session' ? { cookie: await signedInCookie(`${yardstick.url}/sign-in`) } : undefined;
    return await measureGet({
      url: `${yardstick.url}/`,
      session,
      connections: READ_CONNECTIONS,
      seconds,
      pid: yardstick.pid,
    });
  } finally {
    await yardstick.stop();
  }
}

async function signedInCookie(url: string): Promise<string> {
  const answer = await fetch(url);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
