/**
 * The projector's live batch, measured apart from the bench's noise (bench/RESULTS.md, "Projector:
 * the live batch"): a projector process follows a scratch database while this process appends one
 * city update at a time and waits for its checkpoint's NOTIFY before the next, so every batch holds
 * one command. Prints the projector process's CPU per batch, its PostgreSQL backends' (the batch
 * transactions, the wake-up read and its LISTEN), and its round trips: the batches' and the store's.
 *
 *   node --import tsx bench/src/benchmarks/live-batch-probe.ts <database name> [batches] [warm-up]
 *
 * The database is created and dropped; name it `seerat_bench_<branch>_*`.
 */
import { fork } from 'node:child_process';
import { createPostgresEventStore } from '@seerat/eventstore';
import { createKnex, createSilentLogger } from '@seerat/platform';
import { createProjector, portalProjection } from '@seerat/projector';
import pg from 'pg';
import { cityCreated, cityUpdated, zoneCreated } from '../../../projector/test/zone-city-events';
import { cpuSecondsOf } from './cpu-time';

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROJECTOR_APP = 'probe-projector';
const DRIVER_APP = 'probe-driver';

function databaseUrl(name: string, applicationName: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  url.searchParams.set('application_name', applicationName);
  return url.toString();
}

/** The child: the projector alone, counting its round trips. */
async function runProjector(name: string): Promise<void> {
  const url = databaseUrl(name, PROJECTOR_APP);
  const knex = createKnex({ connectionString: url });
  const store = createPostgresEventStore({ connectionString: url });
  // Round trips as sent: the knex pool's connections (the batches) apart from the store's (its reads).
  const sent = { knex: 0, store: 0 };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if ('__knexUid' in this) sent.knex += 1;
    else sent.store += 1;
    return (query as (...args: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  const projector = createProjector({
    knex,
    store,
    projection: portalProjection,
    logger: createSilentLogger(),
  });
  await projector.start();
  process.on('message', async (message: string) => {
    if (message === 'count') process.send?.({ ...sent });
    if (message === 'stop') {
      await projector.stop();
      await store.close();
      await knex.destroy();
      process.exit(0);
    }
  });
  process.send?.('ready');
}

async function backendCpu(admin: pg.Client, name: string): Promise<Record<string, number>> {
  const { rows } = await admin.query<{ pid: number; application_name: string }>(
    'SELECT pid, application_name FROM pg_stat_activity WHERE datname = $1',
    [name],
  );
  const seconds: Record<string, number> = {};
  for (const { pid, application_name: app } of rows)
    seconds[app] = (seconds[app] ?? 0) + ((await cpuSecondsOf(pid)) ?? 0);
  return seconds;
}

async function drive(name: string, batches: number, warmUp: number): Promise<void> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = databaseUrl(name, DRIVER_APP);
  const store = createPostgresEventStore({ connectionString: url });
  await store.migrate();
  const child = fork(import.meta.filename, ['--projector', name], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.PROBE_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROBE_CPU_PROF}`] : []),
    ],
  });
  const reply = <T>() =>
    new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)));
  try {
    await reply<string>();
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    let reached = 0n;
    let waiting: { position: bigint; resolve: () => void } | null = null;
    listener.on('notification', ({ payload }) => {
      const position = /^\d+/.exec(payload ?? '')?.[0];
      if (position) reached = BigInt(position);
      if (waiting && reached >= waiting.position) waiting.resolve();
    });
    await listener.query('LISTEN projection_checkpoint');
    const caughtUp = (position: bigint) =>
      new Promise<void>((resolve) => {
        if (reached >= position) return resolve();
        waiting = { position, resolve };
      });
    for (const { stream, event } of [zoneCreated(1), cityCreated(10, { zoneId: 1, majlisMembers: 0 })]) {
      await caughtUp((await store.append(stream, [event], 'any')).position);
    }
    const update = async (index: number) => {
      const { stream, event } = cityUpdated(10, {
        majlisMembers: { from: index, to: index + 1 },
        masoolName: { from: `Masool ${index}`, to: `Masool ${index + 1}` },
      });
      await caughtUp((await store.append(stream, [event], 'any')).position);
    };
    for (let index = 0; index < warmUp; index += 1) await update(index);
    const count = async () => {
      child.send('count');
      return reply<{ knex: number; store: number }>();
    };
    const startStatements = await count();
    const startProjector = (await cpuSecondsOf(child.pid!)) ?? 0;
    const startBackends = await backendCpu(admin, name);
    const started = process.hrtime.bigint();
    for (let index = warmUp; index < warmUp + batches; index += 1) await update(index);
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    const projector = ((await cpuSecondsOf(child.pid!)) ?? 0) - startProjector;
    const endBackends = await backendCpu(admin, name);
    const endStatements = await count();
    const perBatch = (seconds: number) => ((seconds * 1000) / batches).toFixed(3);
    const backend = (app: string) => (endBackends[app] ?? 0) - (startBackends[app] ?? 0);
    process.stdout.write(
      `${JSON.stringify({
        batches,
        projectorCpuMs: perBatch(projector),
        projectorBackendsCpuMs: perBatch(backend(PROJECTOR_APP)),
        driverBackendsCpuMs: perBatch(backend(DRIVER_APP)),
        batchRoundTrips: ((endStatements.knex - startStatements.knex) / batches).toFixed(2),
        storeRoundTrips: ((endStatements.store - startStatements.store) / batches).toFixed(2),
        wallMsPerBatch: (elapsed / batches).toFixed(2),
        load: (await import('node:os')).loadavg()[0]!.toFixed(1),
      })}\n`,
    );
    await listener.end();
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
    await store.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

const [first, second, third, fourth] = process.argv.slice(2);
if (first === '--projector') await runProjector(second!);
else await drive(first!, Number(second ?? 1000), Number(third ?? fourth ?? 200));
