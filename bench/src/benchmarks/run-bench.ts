import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_HISTORY_ENDS, DEMO_PASSWORD } from '@seerat/demo-data';
import type { Logger } from '@seerat/platform';
import { measureCommands, measureRawInserts } from './append-bench';
import { measureDangerZonePass } from './danger-zone-bench';
import { prepareDataSet } from './data-set';
import { openBenchServer } from './databases';
import {
  commandFigure,
  dangerZoneFigure,
  lagFigure,
  lighthouseFigure,
  memoryFigure,
  pageFigure,
  readFigure,
  rebuildFigure,
  verifyFigure,
  yardstickFigure,
} from './figures';
import { measureLag } from './lag-bench';
import { measureLighthouse } from './lighthouse-bench';
import { describeMachine, watchOtherActivity } from './machine';
import { signInParticipants } from './participants';
import { measureGet, type ReadSummary } from './read-bench';
import { measureCopy, measureRebuild } from './rebuild-bench';
import type { BenchResults, Figure } from './report';
import { sampleMemory, startServices, startYardstick } from './services';
import { measureLogRead, measureVerify } from './verify-bench';
import { buildWeb, PAGES, pageWeight } from './web-bench';

export interface BenchOptions {
  quick: boolean;
  /** A connection to the PostgreSQL server the benchmark creates its databases on. */
  serverUrl: string;
  repositoryRoot: string;
  logger: Logger;
}

const CLIENTS = [1, 16, 64] as const;
const LAG_UNDER_CLIENTS = 16;
const READ_CONNECTIONS = 64;

/**
 * One run: the data set (national, or small with --quick), the projector's rebuild beside COPY,
 * the services started as separate processes, commands at 1/16/64 clients beside plain INSERTs
 * (the lag probed while 16 write), reads at 64 connections beside a bare Koa handler, the web
 * build's page weights and Lighthouse scores, and each service's peak memory over the load.
 */
export async function runBench(options: BenchOptions): Promise<BenchResults> {
  const { quick, logger, repositoryRoot } = options;
  const seconds = quick ? { commands: 5, raw: 3, reads: 5 } : { commands: 20, raw: 10, reads: 20 };
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

    logger.info('rebuilding the read models, then COPY of the same rows');
    figures.push(rebuildFigure(await measureRebuild(databaseUrl, logger), await measureCopy(databaseUrl)));
    logger.info('verifying the hash chain, then reading the same log alone');
    figures.push(verifyFigure(await measureVerify(databaseUrl), await measureLogRead(databaseUrl)));

    logger.info('one danger-zone pass, beside the one query that finds the cities');
    figures.push(dangerZoneFigure(await measureDangerZonePass(databaseUrl, DEFAULT_HISTORY_ENDS, logger)));

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
      const participants = await signInParticipants({
        databaseUrl,
        commandApiUrl: services.commandApi.url,
        writers: Math.max(...CLIENTS) + 1,
        admin: demoAdmin,
        password: DEMO_PASSWORD,
      });
      const [probe, ...writers] = participants.writers;
      const memory = sampleMemory(
        Object.fromEntries(services.all().map((service) => [service.name, service.pid])),
      );

      for (const clients of CLIENTS) {
        logger.info({ clients }, 'commands');
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
        const raw = await measureRawInserts({ databaseUrl, clients, seconds: seconds.raw });
        figures.push(commandFigure(clients, commandSummary, raw));
        if (lag) figures.push(lagFigure(await lag, clients));
      }

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
        ['dashboard', 'Read: dashboard stats (administrator)', '/api/dashboard/stats'],
        ['zone-cities', "Read: a zone's cities", `/api/cities?zoneId=${participants.zoneId}`],
        ['city', "Read: a city's detail", `/api/cities/${participants.cityId}`],
        ['city-audit', "Read: a city's audit history", `/api/cities/${participants.cityId}/audit`],
        ['zone-meetings', "Read: a zone's meetings", `/api/meetings?zoneId=${participants.zoneId}`],
        [
          'city-karguzari',
          "Read: a city's karguzari reports, every version",
          `/api/cities/${participants.cityId}/karguzari`,
        ],
        [
          'zone-events',
          "Read: a zone's events (Event Management)",
          `/api/events?zoneId=${participants.zoneId}`,
        ],
        ['city-ticker', "Read: a city's event ticker", `/api/events/ticker?cityId=${participants.cityId}`],
      ] as const;
      for (const [id, label, route] of reads) {
        logger.info({ route }, 'reads');
        const summary = await measureGet({
          url: `${services.readApi.url}${route}`,
          session: participants.reader,
          connections: READ_CONNECTIONS,
          seconds: seconds.reads,
        });
        figures.push(readFigure(id, `${label}, ${READ_CONNECTIONS} connections`, summary, yardsticks));
      }
      for (const [service, peak] of Object.entries(await memory.stop()))
        figures.push(memoryFigure(service, peak));
    } finally {
      await services.stop();
    }

    logger.info('building the web app');
    const webOut = path.join(logDir, 'web');
    await buildWeb(repositoryRoot, webOut);
    figures.push(pageFigure('signIn', await pageWeight(webOut, PAGES.signIn)));
    figures.push(pageFigure('dashboard', await pageWeight(webOut, PAGES.dashboard)));
    logger.info('scoring the sign-in page and the dashboard with Lighthouse');
    const account = { username: demoAdmin, password: DEMO_PASSWORD };
    for (const score of await measureLighthouse({ databaseUrl, webDistDir: webOut, account })) {
      figures.push(lighthouseFigure(score));
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
    return await measureGet({ url: `${yardstick.url}/`, session, connections: READ_CONNECTIONS, seconds });
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
