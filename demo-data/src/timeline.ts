import type {
  Blueprint,
  PlannedCatalogueEntry,
  PlannedCity,
  PlannedQabail,
  PlannedUser,
  PlannedZone,
} from './blueprint';
import { DANGER_ZONE_WATCH_DAYS, DangerZoneWatch } from './danger-zone-watch';
import type { BudgetStep, PlannedBudget } from './plan-budgets';
import type { GatheringStep, PlannedGathering } from './plan-gatherings';
import { Random } from './random';

/**
 * One command of the demo history, at the moment it happens. What an update changes is decided
 * when it runs, from the entity's state then and this item's own `seed`, so it does not depend on
 * how commands of other streams interleave.
 */
export type TimelineItem = { at: Date; seed: number } & (
  | { type: 'create-user'; user: PlannedUser }
  | { type: 'add-catalogue-entry'; entry: PlannedCatalogueEntry }
  | { type: 'create-zone'; zone: PlannedZone }
  | { type: 'create-city'; city: PlannedCity }
  | { type: 'update-zone'; zone: PlannedZone }
  | { type: 'update-city'; city: PlannedCity }
  | { type: 'create-qabail'; qabail: PlannedQabail }
  | { type: 'update-qabail'; qabail: PlannedQabail }
  | { type: 'delete-qabail'; qabail: PlannedQabail }
  | { type: 'record-meeting'; city: PlannedCity; meeting: PlannedRecord }
  | { type: 'record-zone-meeting'; zone: PlannedZone; meeting: PlannedRecord }
  | { type: 'submit-karguzari'; city: PlannedCity; report: PlannedRecord }
  | { type: 'danger-zone-verdict'; city: PlannedCity; inDangerZone: boolean; lastMeetingDate: string | null }
  | { type: 'create-gathering'; gathering: PlannedGathering }
  | { type: 'gathering-step'; gathering: PlannedGathering; step: GatheringStep }
  | { type: 'create-budget'; budget: PlannedBudget }
  | { type: 'budget-step'; budget: PlannedBudget; step: BudgetStep }
);

/** A meeting or report the history records; its id is taken in timeline order. */
export interface PlannedRecord {
  kind: 'meeting' | 'karguzari_report';
  id: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** People work between 08:00 and 23:00 Pakistan time (UTC+5). */
const WORKDAY_START_MS = 3 * 60 * 60 * 1000;
const WORKDAY_MS = 15 * 60 * 60 * 1000;
/** The shares of updates that are zone and qabail updates; the rest are city updates and checklists. */
const ZONE_SHARE = 0.03;
const QABAIL_SHARE = 0.02;
/** A city meets and reports about once a month at average activity; a zone's council meets monthly. */
const MEETINGS_PER_DAY = 1 / 30;
const REPORTS_PER_DAY = 1 / 30;
/** The share of cities that fell silent before the history ends, and for how many weeks at most. */
const SILENT_SHARE = 0.12;
const MAX_SILENT_WEEKS = 12;

/**
 * The history in time order, day by day: the blueprint's creations on their dates and, every day,
 * each existing city's and zone's updates (Poisson, at its own activity level), scaled so the
 * whole history holds about `updates` of them. Drawn lazily: a million items are never in memory.
 */
export function* timeline(blueprint: Blueprint, updates: number, seed: number): Generator<TimelineItem> {
  const random = new Random(seed);
  // Budgets draw their seeds from their own stream, so the rest of the history stays as it was.
  const creations = plannedCreations(blueprint, random, new Random(seed ^ 0x62756467));
  const rates = updateRates(blueprint, updates);
  // Meetings and reports draw from their own stream, so the rest of the history stays as it was.
  const meetings = new Random(seed ^ 0x6d656574);
  const silentFrom = silences(blueprint, meetings);
  const firstDay = Math.floor(blueprint.start.getTime() / DAY_MS);
  const lastDay = Math.floor(blueprint.end.getTime() / DAY_MS);
  const watch = new DangerZoneWatch(lastDay - DANGER_ZONE_WATCH_DAYS, blueprint.end);
  let next = 0;
  for (let day = firstDay; day <= lastDay; day++) {
    const dayStart = day * DAY_MS;
    const items: TimelineItem[] = [];
    while (next < creations.length && creations[next]!.at.getTime() < dayStart + DAY_MS) {
      items.push(creations[next++]!);
    }
    const during = () => new Date(dayStart + WORKDAY_START_MS + random.float() * WORKDAY_MS);
    for (const city of blueprint.cities) {
      if (city.foundedAt.getTime() >= dayStart) continue;
      for (let n = random.poisson(rates.city * city.activity); n > 0; n--) {
        items.push({ type: 'update-city', city, at: during(), seed: random.uint32() });
      }
    }
    for (const zone of blueprint.zones) {
      if (zone.foundedAt.getTime() >= dayStart) continue;
      for (let n = random.poisson(rates.zone); n > 0; n--) {
        items.push({ type: 'update-zone', zone, at: during(), seed: random.uint32() });
      }
    }
    for (const qabail of blueprint.qabails) {
      if (qabail.foundedAt.getTime() >= dayStart) continue;
      if (qabail.deletedAt && qabail.deletedAt.getTime() < dayStart + DAY_MS) continue;
      for (let n = random.poisson(rates.qabail); n > 0; n--) {
        items.push({ type: 'update-qabail', qabail, at: during(), seed: random.uint32() });
      }
    }
    items.push(...watch.nightlyPass(day, blueprint.cities));
    for (const city of blueprint.cities) {
      if (
        city.foundedAt.getTime() >= dayStart ||
        (silentFrom.get(city) ?? Number.POSITIVE_INFINITY) <= dayStart
      ) {
        continue;
      }
      for (let n = meetings.poisson(MEETINGS_PER_DAY * city.activity); n > 0; n--) {
        const meeting: PlannedRecord = { kind: 'meeting', id: null };
        const at = during();
        items.push({ type: 'record-meeting', city, meeting, at, seed: meetings.uint32() });
        items.push(...watch.met(city, at));
      }
      for (let n = meetings.poisson(REPORTS_PER_DAY * city.activity); n > 0; n--) {
        const report: PlannedRecord = { kind: 'karguzari_report', id: null };
        items.push({ type: 'submit-karguzari', city, report, at: during(), seed: meetings.uint32() });
      }
    }
    for (const zone of blueprint.zones) {
      if (zone.foundedAt.getTime() >= dayStart) continue;
      for (let n = meetings.poisson(MEETINGS_PER_DAY); n > 0; n--) {
        const meeting: PlannedRecord = { kind: 'meeting', id: null };
        items.push({ type: 'record-zone-meeting', zone, meeting, at: during(), seed: meetings.uint32() });
      }
    }
    // Stable: creations planned for the same instant keep their planned order.
    yield* items.sort((a, b) => a.at.getTime() - b.at.getTime());
  }
  while (next < creations.length) yield creations[next++]!;
}

/**
 * Some cities stop meeting and reporting a few weeks before the history ends: the danger-zone
 * cities (no meeting in the last 2 weeks) and the not-met view have someone to show. Earlier, the
 * cities' meetings (about monthly, at random) leave gaps of weeks now and then, after which they
 * meet again: the danger zone's history of entries and exits.
 */
function silences(blueprint: Blueprint, random: Random): Map<PlannedCity, number> {
  const silent = new Map<PlannedCity, number>();
  for (const city of blueprint.cities) {
    if (!random.chance(SILENT_SHARE)) continue;
    silent.set(city, blueprint.end.getTime() - random.int(3, MAX_SILENT_WEEKS) * 7 * DAY_MS);
  }
  return silent;
}

/** How many items `timeline` yields: the same draw, counted. */
export function countTimeline(blueprint: Blueprint, updates: number, seed: number): number {
  let count = 0;
  for (const _item of timeline(blueprint, updates, seed)) count++;
  return count;
}

function plannedCreations(blueprint: Blueprint, random: Random, budgets: Random): TimelineItem[] {
  const items: TimelineItem[] = [
    ...blueprint.users.map((user) => ({ type: 'create-user' as const, user, at: user.createdAt })),
    ...blueprint.catalogue.map((entry) => ({
      type: 'add-catalogue-entry' as const,
      entry,
      at: entry.addedAt,
    })),
    ...blueprint.zones.map((zone) => ({ type: 'create-zone' as const, zone, at: zone.foundedAt })),
    ...blueprint.cities.map((city) => ({ type: 'create-city' as const, city, at: city.foundedAt })),
    ...blueprint.qabails.map((qabail) => ({ type: 'create-qabail' as const, qabail, at: qabail.foundedAt })),
    ...blueprint.qabails.flatMap((qabail) =>
      qabail.deletedAt ? [{ type: 'delete-qabail' as const, qabail, at: qabail.deletedAt }] : [],
    ),
    ...blueprint.gatherings.flatMap((gathering) => [
      { type: 'create-gathering' as const, gathering, at: gathering.createdAt },
      ...gathering.steps.map((step) => ({ type: 'gathering-step' as const, gathering, step, at: step.at })),
    ]),
  ].map((item) => ({ ...item, seed: random.uint32() }));
  const budgetItems: TimelineItem[] = blueprint.budgets.flatMap((budget) => [
    { type: 'create-budget' as const, budget, at: budget.createdAt, seed: budgets.uint32() },
    ...budget.steps.map((step) => ({
      type: 'budget-step' as const,
      budget,
      step,
      at: step.at,
      seed: budgets.uint32(),
    })),
  ]);
  return [...items, ...budgetItems].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Mean updates per day of an average city, of a zone and of a qabail. */
function updateRates(blueprint: Blueprint, updates: number): { city: number; zone: number; qabail: number } {
  const daysBetween = (from: Date, to: Date | null) =>
    Math.max(0, ((to ?? blueprint.end).getTime() - from.getTime()) / DAY_MS);
  const cityDays = blueprint.cities.reduce(
    (sum, city) => sum + city.activity * daysBetween(city.foundedAt, null),
    0,
  );
  const zoneDays = blueprint.zones.reduce((sum, zone) => sum + daysBetween(zone.foundedAt, null), 0);
  const qabailDays = blueprint.qabails.reduce(
    (sum, qabail) => sum + daysBetween(qabail.foundedAt, qabail.deletedAt),
    0,
  );
  const rate = (share: number, days: number) => (days === 0 ? 0 : (share * updates) / days);
  return {
    city: rate(1 - ZONE_SHARE - QABAIL_SHARE, cityDays),
    zone: rate(ZONE_SHARE, zoneDays),
    qabail: rate(QABAIL_SHARE, qabailDays),
  };
}
