import type { GatheringType } from '@seerat/contracts';
import type { GatheringState } from '@seerat/domain';
import type { PlannedCity } from './blueprint';
import type { Random } from './random';

/**
 * The organisation's events of a demo history, each planned with its whole course: created as a
 * draft or submitted at once, rejected and resubmitted now and then, approved (with its outcome
 * recorded after it ended), sent back, cancelled, or still waiting at the end of the history.
 */
export interface PlannedGathering {
  kind: 'gathering';
  city: PlannedCity;
  eventType: GatheringType;
  createdAt: Date;
  startsAt: Date;
  hours: number;
  expected: number;
  /** The steps after its creation, in time order. */
  steps: GatheringStep[];
  /** Whether it is submitted when it is created (Submit for Approval on the form). */
  submitAtOnce: boolean;
  id: number | null;
  state: GatheringState | null;
  /** Who submitted it last: never its reviewer. */
  submitterId: number | null;
  /** Set when nobody but its submitter could review it: it stays pending. */
  stalled: boolean;
}

export type GatheringStepKind =
  | 'submit'
  | 'approve'
  | 'reject'
  | 'resubmit'
  | 'request-changes'
  | 'outcome'
  | 'cancel';
export interface GatheringStep {
  kind: GatheringStepKind;
  at: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TYPES: readonly [GatheringType, number][] = [
  ['workshop', 4],
  ['majlis', 3],
  ['seminar', 2],
  ['training', 2],
  ['meeting', 2],
  ['conference', 0.5],
  ['other', 0.5],
];

/** About `perCityYear` events a year in each city, from a month after its founding. */
export function planGatherings(
  random: Random,
  cities: PlannedCity[],
  end: Date,
  perCityYear: number,
): PlannedGathering[] {
  const gatherings: PlannedGathering[] = [];
  for (const city of cities) {
    const from = city.foundedAt.getTime() + 30 * DAY_MS;
    const years = (end.getTime() - from) / (365 * DAY_MS);
    if (years <= 0) continue;
    const count = random.poisson(perCityYear * years * city.activity);
    for (let n = 0; n < count; n++) {
      const createdAt = from + random.float() * (end.getTime() - from);
      gatherings.push(planOne(random, city, new Date(createdAt), end));
    }
  }
  return gatherings;
}

function planOne(random: Random, city: PlannedCity, createdAt: Date, end: Date): PlannedGathering {
  const startsAt = new Date(createdAt.getTime() + random.int(10, 45) * DAY_MS);
  startsAt.setUTCHours(random.int(4, 14), 0, 0, 0);
  const hours = random.int(1, 6);
  const later = (from: Date, minDays: number, maxDays: number) =>
    new Date(from.getTime() + (minDays + random.float() * (maxDays - minDays)) * DAY_MS);
  const steps: GatheringStep[] = [];
  const submitAtOnce = random.chance(0.6);
  let last = createdAt;
  const add = (kind: GatheringStepKind, at: Date) => {
    steps.push({ kind, at });
    last = at;
  };
  const course = random.weighted([
    ['approved', 70],
    ['rejected-then-approved', 10],
    ['sent-back-then-approved', 6],
    ['rejected', 4],
    ['draft', 4],
    ['cancelled', 6],
  ] as const);
  if (course === 'draft') return planned();
  if (!submitAtOnce) add('submit', later(last, 0.1, 3));
  if (course === 'cancelled') {
    add('cancel', later(last, 0.5, 5));
    return planned();
  }
  if (course === 'rejected' || course === 'rejected-then-approved') add('reject', later(last, 0.5, 3));
  if (course === 'sent-back-then-approved') add('request-changes', later(last, 0.5, 3));
  if (course !== 'rejected' && course !== 'approved') add('resubmit', later(last, 0.5, 3));
  if (course !== 'rejected') {
    add('approve', later(last, 0.5, 3));
    const ended = new Date(startsAt.getTime() + hours * 3_600_000);
    if (last < startsAt && random.chance(0.85)) add('outcome', later(ended, 0.2, 4));
  }
  return planned();

  function planned(): PlannedGathering {
    return {
      kind: 'gathering',
      city,
      eventType: random.weighted(TYPES),
      createdAt,
      startsAt,
      hours,
      expected: random.int(10, 120),
      // What happens after the history ends has not happened yet.
      steps: steps.filter((step) => step.at < end && step.at > createdAt),
      submitAtOnce,
      id: null,
      state: null,
      submitterId: null,
      stalled: false,
    };
  }
}
