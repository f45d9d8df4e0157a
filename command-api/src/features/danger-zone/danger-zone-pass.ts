import { type CityStatus, dangerZoneVerdict, dayOf, HELD_MEETING_STATUSES } from '@seerat/contracts';
import type { CheckpointWatcher } from '@seerat/platform';
import { citiesTable, dangerZoneCitiesTable, meetingsTable, READ_SCHEMA } from '@seerat/projector/tables';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { awaitCurrentFacts } from './await-current-facts';
import { recordDangerZoneVerdict } from './record-danger-zone-verdict';

/**
 * `full`: every city (the hourly pass, whose midnight run is the nightly one: a city crosses the
 * 14-day line only when the UTC day turns). `flagged`: only the cities in the danger zone now, to
 * clear those that met (the every-minute watch, cheap because the flagged are few).
 */
export type DangerZonePassMode = 'full' | 'flagged';

export interface DangerZonePassResult {
  examined: number;
  flagged: number;
  cleared: number;
}

/** The event store the verdicts go to, the read models the facts come from, and where those are. */
export interface DangerZonePassDeps extends Pick<CommandDeps, 'store' | 'knex'> {
  watcher: CheckpointWatcher;
}

interface CityFacts {
  cityId: number;
  zoneId: number;
  status: CityStatus;
  lastMeetingDate: string | null;
  inDangerZone: boolean;
}

/**
 * One pass of the danger-zone job: read each city's facts from the read models, apply the rule at
 * the actor's time (the injected clock), and send a command only where the verdict differs from
 * the read model. The command's decider checks against the city's danger-zone stream itself, so a
 * read model that lags, a retried run or a second worker racing this one records nothing twice.
 * The facts are read only once the read models hold every event logged before the pass began
 * (`awaitCurrentFacts`). A stop request (`signal`) ends that wait, or the pass between two cities;
 * the next run finishes the work.
 */
export async function runDangerZonePass(
  deps: DangerZonePassDeps,
  actor: Actor,
  options: { mode: DangerZonePassMode; signal?: AbortSignal },
): Promise<DangerZonePassResult> {
  await awaitCurrentFacts(deps, options.signal);
  const cities = await readCityFacts(deps, dayOf(actor.now), options.mode);
  const result: DangerZonePassResult = { examined: cities.length, flagged: 0, cleared: 0 };
  for (const city of cities) {
    options.signal?.throwIfAborted();
    const verdict = dangerZoneVerdict(city, actor.now);
    if (verdict.inDangerZone === city.inDangerZone) continue;
    const { position } = await recordDangerZoneVerdict(deps, actor, {
      cityId: city.cityId,
      zoneId: city.zoneId,
      lastMeetingDate: city.lastMeetingDate,
      verdict,
    });
    if (position === null) continue;
    if (verdict.inDangerZone) result.flagged += 1;
    else result.cleared += 1;
  }
  return result;
}

/** One query: each city with its last held meeting on or before `today` and its flag. */
async function readCityFacts(
  deps: Pick<CommandDeps, 'knex'>,
  today: string,
  mode: DangerZonePassMode,
): Promise<CityFacts[]> {
  const city = citiesTable.column;
  const meeting = meetingsTable.column;
  const danger = dangerZoneCitiesTable.column;
  const lastMeeting = deps.knex
    .withSchema(READ_SCHEMA)
    .from(`${meetingsTable.name} as m`)
    .max(`m.${meeting.meetingDate}`)
    .whereRaw('?? = ??', [`m.${meeting.cityId}`, `c.${city.id}`])
    .whereIn(`m.${meeting.status}`, HELD_MEETING_STATUSES)
    .where(`m.${meeting.meetingDate}`, '<=', today);
  const query = deps.knex
    .withSchema(READ_SCHEMA)
    .from(`${citiesTable.name} as c`)
    .leftJoin(`${dangerZoneCitiesTable.name} as d`, `d.${danger.cityId}`, `c.${city.id}`)
    .select({ cityId: `c.${city.id}`, zoneId: `c.${city.zoneId}`, status: `c.${city.status}` })
    .select(deps.knex.raw(`to_char((?), 'YYYY-MM-DD') AS "lastMeetingDate"`, [lastMeeting]))
    .select(deps.knex.raw(`coalesce(d.${danger.inDangerZone}, false) AS "inDangerZone"`))
    .orderBy(`c.${city.id}`);
  if (mode === 'flagged') query.where(`d.${danger.inDangerZone}`, true);
  return query;
}
