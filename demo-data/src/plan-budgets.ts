import type { BudgetStatus } from '@seerat/contracts';
import type { BudgetState } from '@seerat/domain';
import type { PlannedUser } from './blueprint';
import type { PlannedGathering } from './plan-gatherings';
import type { Random } from './random';

/**
 * The budgets of a share of the approved events, each planned with its whole course up to the
 * status it ends in: drafted with its lines before the event, submitted, reviewed by the zone
 * masool, approved and released by an administrator, its actuals entered after the event (a few
 * with a receipt) and closed; now and then rejected, sent back and revised, or reopened. Every
 * status of the workflow is some budget's last; what would happen after the history ends has not
 * happened yet.
 */
export interface PlannedBudget {
  kind: 'budget';
  gathering: PlannedGathering;
  createdAt: Date;
  steps: BudgetStep[];
  id: number | null;
  state: BudgetState | null;
  /** Who drafts it, and takes the drafter's steps: never its reviewer or approver. */
  drafter: PlannedUser | null;
}

export type BudgetStepKind =
  | 'submit'
  | 'review'
  | 'approve'
  | 'release'
  | 'reject'
  | 'request-changes'
  | 'revise'
  | 'reopen'
  | 'actuals'
  | 'close';

export interface BudgetStep {
  kind: BudgetStepKind;
  at: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The share of approved events that keep a budget. */
const BUDGET_SHARE = 0.35;

/** The status each budget's course ends in, and how often. */
const ENDINGS: readonly (readonly [BudgetStatus, number])[] = [
  ['closed', 40],
  ['actuals_submitted', 8],
  ['released', 8],
  ['approved', 7],
  ['reviewed', 7],
  ['submitted', 7],
  ['draft', 8],
  ['rejected', 6],
  ['changes_requested', 6],
];

/** The steps from a draft to each ending (the detours are added by `planOne`). */
const COURSES: Record<BudgetStatus, readonly BudgetStepKind[]> = {
  draft: [],
  submitted: ['submit'],
  reviewed: ['submit', 'review'],
  approved: ['submit', 'review', 'approve'],
  released: ['submit', 'review', 'approve', 'release'],
  actuals_submitted: ['submit', 'review', 'approve', 'release', 'actuals'],
  closed: ['submit', 'review', 'approve', 'release', 'actuals', 'close'],
  rejected: ['submit', 'reject'],
  changes_requested: ['submit', 'request-changes'],
};

export function planBudgets(random: Random, gatherings: PlannedGathering[], end: Date): PlannedBudget[] {
  return gatherings
    .filter((gathering) => gathering.steps.some((step) => step.kind === 'approve'))
    .filter(() => random.chance(BUDGET_SHARE))
    .map((gathering) => planOne(random, gathering, end))
    .filter((budget) => budget.createdAt < end);
}

function planOne(random: Random, gathering: PlannedGathering, end: Date): PlannedBudget {
  const createdAt = new Date(gathering.createdAt.getTime() + (0.2 + random.float() * 2) * DAY_MS);
  const ending = random.weighted(ENDINGS);
  const kinds = [...COURSES[ending]];
  // Detours on the way to approval: sent back and revised, or approved, reopened and approved again.
  if (kinds.includes('approve') && random.chance(0.15)) {
    kinds.splice(kinds.indexOf('review'), 0, 'request-changes', 'revise', 'submit');
  }
  if (kinds.includes('release') && random.chance(0.08)) {
    kinds.splice(kinds.indexOf('release'), 0, 'reopen', 'submit', 'review', 'approve');
  }
  const ended = gathering.startsAt.getTime() + gathering.hours * 3_600_000;
  const steps: BudgetStep[] = [];
  let last = createdAt.getTime();
  for (const kind of kinds) {
    // The actuals are entered after the event has ended, whenever the funds were released.
    const from = kind === 'actuals' ? Math.max(last, ended) : last;
    last = from + (0.3 + random.float() * 3) * DAY_MS;
    steps.push({ kind, at: new Date(last) });
  }
  return {
    kind: 'budget',
    gathering,
    createdAt,
    steps: steps.filter((step) => step.at < end),
    id: null,
    state: null,
    drafter: null,
  };
}
