import { runDangerZonePass, systemActor } from '@seerat/command-api';
import { DANGER_ZONE_DAYS, dayOf, HELD_MEETING_STATUSES } from '@seerat/contracts';
import { createEventStore } from '@seerat/eventstore';
import { createKnex, type Knex, type Logger } from '@seerat/platform';
import { openReadModelWatcher } from '@seerat/portal';
import { createProjector, portalProjection } from '@seerat/projector';

export interface DangerZonePassSummary {
  cities: number;
  /** The pass that found changes (a day after the history ends), and its repeat that found none. */
  passMs: number;
  flagged: number;
  cleared: number;
  repeatMs: number;
  /** The median of 5 runs of the one SQL query that lists the danger-zone cities. */
  queryMs: number;
  queryCities: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One full danger-zone pass over the data set's cities as the hourly job runs it (read the facts,
 * apply the rule, a command for each change), then the same pass again (nothing left to record),
 * beside the single SQL query that finds the same cities: the floor any pass has to stand on.
 * The projector runs meanwhile, as beside the hourly job: a pass waits for the read models to hold
 * the log's head, so the repeat waits for the first pass's flags to be projected.
 */
export async function measureDangerZonePass(
  databaseUrl: string,
  historyEnds: Date,
  logger: Logger,
): Promise<DangerZonePassSummary> {
  const knex = createKnex({ connectionString: databaseUrl, applicationName: 'bench danger zone' });
  const store = createEventStore({ databaseUrl, logger });
  const watcher = await openReadModelWatcher({ knex, databaseUrl, logger });
  const projector = createProjector({ knex, store, projection: portalProjection, logger });
  await projector.start();
  const now = new Date(historyEnds.getTime() + DAY_MS);
  const actor = systemActor({ now, correlationId: 'bench-danger-zone-pass' });
  try {
    const timed = async () => {
      const started = performance.now();
      const result = await runDangerZonePass({ store, knex, watcher }, actor, { mode: 'full' });
      return { ...result, ms: performance.now() - started };
    };
    const pass = await timed();
    const repeat = await timed();
    const queries: { ms: number; cities: number }[] = [];
    for (let run = 0; run < 5; run++) queries.push(await timeQuery(knex, now));
    queries.sort((a, b) => a.ms - b.ms);
    return {
      cities: pass.examined,
      passMs: pass.ms,
      flagged: pass.flagged,
      cleared: pass.cleared,
      repeatMs: repeat.ms,
      queryMs: queries[2]!.ms,
      queryCities: queries[2]!.cities,
    };
  } finally {
    await projector.stop();
    await watcher.close();
    await store.close();
    await knex.destroy();
  }
}

/** The rule in SQL: active cities whose last held meeting on or before today is over 14 days past. */
async function timeQuery(knex: Knex, now: Date): Promise<{ ms: number; cities: number }> {
  const today = dayOf(now);
  const started = performance.now();
  const { rows } = await knex.raw<{ rows: { id: number }[] }>(
    `SELECT c.id FROM read.cities c
      WHERE c.status = 'active'
        AND ((coalesce((SELECT max(m.meeting_date) FROM read.meetings m
                         WHERE m.city_id = c.id AND m.status = ANY(?) AND m.meeting_date <= ?::date),
                       '-infinity'::date) + (? + 1))::timestamp AT TIME ZONE 'UTC') < ?::timestamptz`,
    [[...HELD_MEETING_STATUSES], today, DANGER_ZONE_DAYS, now.toISOString()],
  );
  return { ms: performance.now() - started, cities: rows.length };
}
