import { type Action, can, type Principal, type Resource } from '../access/policy';

/**
 * An event's budget and its two-level approval. The spec stores a status (default draft) and
 * shows no transitions; this is our workflow:
 *
 *   draft ─submit─► submitted ─review─► reviewed ─approve─► approved ─release─► released
 *     ▲               │                   │                   │                    │
 *     │◄──reopen──────┼───────────────────┼───────────────────┘          submit_actuals
 *     │               ├─reject──► rejected ◄─reject─┤                              ▼
 *     │               └─request_changes─► changes_requested ◄─┘        actuals_submitted ─close─► closed
 *     rejected and changes_requested go back to the drafter, who edits and submits again.
 *
 * Who may take each step (`BUDGET_WORKFLOW[action].by`):
 * - drafter: whoever may write events in the event's city (events write): creates, edits the
 *   lines, submits, deletes a draft, enters the actuals and submits them;
 * - reviewer (`review_budgets`): the zone masool of the event's zone, and administrators;
 * - approver (`approve_budgets`): administrators.
 * Rejecting and requesting changes belong to the stage the budget is at: the reviewer of a
 * submitted budget, the approver of a reviewed one. Nobody takes a reviewer's or an approver's
 * step on a budget they submitted themselves: a submitting administrator needs another one.
 * Any other move is refused with a 409 naming the current status.
 */
export const BUDGET_STATUSES = [
  'draft',
  'submitted',
  'reviewed',
  'approved',
  'released',
  'actuals_submitted',
  'closed',
  'rejected',
  'changes_requested',
] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

export const BUDGET_STATUS_LABELS: Record<BudgetStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  reviewed: 'Reviewed',
  approved: 'Approved',
  released: 'Released',
  actuals_submitted: 'Actuals submitted',
  closed: 'Closed',
  rejected: 'Rejected',
  changes_requested: 'Changes requested',
};

/** Statuses in which the drafter edits the budget's details and lines. */
export const EDITABLE_BUDGET_STATUSES: readonly BudgetStatus[] = ['draft', 'changes_requested', 'rejected'];
/** The status in which the actuals are entered (funds handed over, the event held). */
export const ACTUALS_STATUS: BudgetStatus = 'released';

export type BudgetRole = 'drafter' | 'reviewer' | 'approver';

export const BUDGET_ACTIONS = [
  'submit',
  'review',
  'approve',
  'reject',
  'request_changes',
  'release',
  'submit_actuals',
  'close',
  'reopen',
] as const;
export type BudgetAction = (typeof BUDGET_ACTIONS)[number];

interface WorkflowStep {
  from: readonly BudgetStatus[];
  to: BudgetStatus;
  /** Who may take it; for reject and request_changes it depends on the stage (see `stepRole`). */
  by: BudgetRole | 'stage';
}

/** The transitions table: the decider and the screens both read it. */
export const BUDGET_WORKFLOW: Record<BudgetAction, WorkflowStep> = {
  submit: { from: ['draft', 'changes_requested', 'rejected'], to: 'submitted', by: 'drafter' },
  review: { from: ['submitted'], to: 'reviewed', by: 'reviewer' },
  approve: { from: ['reviewed'], to: 'approved', by: 'approver' },
  reject: { from: ['submitted', 'reviewed'], to: 'rejected', by: 'stage' },
  request_changes: { from: ['submitted', 'reviewed'], to: 'changes_requested', by: 'stage' },
  release: { from: ['approved'], to: 'released', by: 'approver' },
  submit_actuals: { from: ['released'], to: 'actuals_submitted', by: 'drafter' },
  close: { from: ['actuals_submitted'], to: 'closed', by: 'approver' },
  reopen: { from: ['approved'], to: 'draft', by: 'approver' },
};

export const BUDGET_ACTION_LABELS: Record<BudgetAction, string> = {
  submit: 'Submit',
  review: 'Mark Reviewed',
  approve: 'Approve',
  reject: 'Reject',
  request_changes: 'Request Changes',
  release: 'Release Funds',
  submit_actuals: 'Submit Actuals',
  close: 'Close',
  reopen: 'Reopen',
};

/**
 * Each step's call, `PUT /api/budgets/{id}/{path}`, and the body field its comment travels in:
 * the command API registers exactly these routes and the screens call them by this table.
 */
export const BUDGET_STEP_CALLS: Record<
  BudgetAction,
  { path: string; field: 'comment' | 'reason' | 'feedback' }
> = {
  submit: { path: 'submit', field: 'comment' },
  review: { path: 'review', field: 'comment' },
  approve: { path: 'approve', field: 'comment' },
  reject: { path: 'reject', field: 'reason' },
  request_changes: { path: 'request-changes', field: 'feedback' },
  release: { path: 'release', field: 'comment' },
  submit_actuals: { path: 'submit-actuals', field: 'comment' },
  close: { path: 'close', field: 'comment' },
  reopen: { path: 'reopen', field: 'reason' },
};

/** The actions of the approval history: the steps, and a draft's creation and deletion. */
export type BudgetHistoryAction = BudgetAction | 'create' | 'delete';

/** What the approval history calls each of its rows' actions, as people say it. */
export const BUDGET_HISTORY_ACTION_LABELS: Record<BudgetHistoryAction, string> = {
  create: 'Created',
  submit: 'Submitted',
  review: 'Reviewed',
  approve: 'Approved',
  reject: 'Rejected',
  request_changes: 'Changes requested',
  release: 'Funds released',
  submit_actuals: 'Actuals submitted',
  close: 'Closed',
  reopen: 'Reopened',
  delete: 'Deleted',
};

/** Who takes `action` on a budget in `status`. */
export function stepRole(action: BudgetAction, status: BudgetStatus): BudgetRole {
  const { by } = BUDGET_WORKFLOW[action];
  if (by !== 'stage') return by;
  return status === 'submitted' ? 'reviewer' : 'approver';
}

/** Whether the workflow leads from `status` by `action`. */
export function budgetStepAllowed(action: BudgetAction, status: BudgetStatus): boolean {
  return BUDGET_WORKFLOW[action].from.includes(status);
}

/** The 409 of a move the workflow does not have, naming the current status. */
export function budgetStatusConflict(status: BudgetStatus, action: BudgetAction | 'edit' | 'delete'): string {
  const label = BUDGET_STATUS_LABELS[status].toLowerCase();
  const what = action === 'edit' ? 'edited' : action === 'delete' ? 'deleted' : actionPastTense(action);
  return `This budget is ${label} and cannot be ${what}`;
}

function actionPastTense(action: BudgetAction): string {
  const words: Record<BudgetAction, string> = {
    submit: 'submitted',
    review: 'reviewed',
    approve: 'approved',
    reject: 'rejected',
    request_changes: 'sent back for changes',
    release: 'released',
    submit_actuals: 'closed for actuals',
    close: 'closed',
    reopen: 'reopened',
  };
  return words[action];
}

/** What the policy needs to know of a budget: where its event is, its status, who submitted it. */
export interface BudgetAccessFacts {
  status: BudgetStatus;
  zoneId: number;
  cityPath: number[];
  submittedById: number | null;
}

/** The policy's action behind each role on a budget of a city. */
export const BUDGET_ROLE_ACTIONS: Record<BudgetRole, Action> = {
  drafter: 'events_write',
  reviewer: 'review_budgets',
  approver: 'approve_budgets',
};

/** Whether `principal` holds `role` on a budget of this city (ignoring the own-submission rule). */
export function holdsBudgetRole(principal: Principal | null, role: BudgetRole, resource: Resource): boolean {
  return can(principal, BUDGET_ROLE_ACTIONS[role], resource);
}

/** Whether a role's steps are barred to whoever submitted the budget (the reviewer's and approver's). */
export const barsOwnSubmission = (role: BudgetRole) => role !== 'drafter';

export const OWN_BUDGET_SUBMISSION = 'You cannot review, approve or release a budget you submitted yourself';

/** Whether the principal submitted the budget and so takes no reviewer's or approver's step on it. */
export function submittedBy(principal: Principal, budget: BudgetAccessFacts): boolean {
  return budget.submittedById !== null && principal.id === budget.submittedById;
}

/**
 * The workflow steps this principal may take on this budget now: the screens offer exactly these
 * buttons, and "Waiting for me" lists the budgets where this is not empty.
 */
export function budgetActionsFor(principal: Principal | null, budget: BudgetAccessFacts): BudgetAction[] {
  if (!principal) return [];
  const resource: Resource = { kind: 'city', zoneId: budget.zoneId, cityPath: budget.cityPath };
  return BUDGET_ACTIONS.filter((action) => {
    if (!budgetStepAllowed(action, budget.status)) return false;
    const role = stepRole(action, budget.status);
    if (barsOwnSubmission(role) && submittedBy(principal, budget)) return false;
    return holdsBudgetRole(principal, role, resource);
  });
}

/**
 * When a budget waits for someone, as `budgetActionsFor` decides it, one rule per role: in these
 * statuses a step is the role's, so a holder of the role on the budget's city may take it, unless
 * the role bars their own submission. Lists filter by these in SQL ("Waiting for me").
 */
export interface BudgetWaitingRule {
  role: BudgetRole;
  statuses: BudgetStatus[];
  barsOwnSubmission: boolean;
}

export const BUDGET_WAITING_RULES: readonly BudgetWaitingRule[] = (
  ['drafter', 'reviewer', 'approver'] as const
).map((role) => ({
  role,
  statuses: BUDGET_STATUSES.filter((status) =>
    BUDGET_ACTIONS.some((action) => budgetStepAllowed(action, status) && stepRole(action, status) === role),
  ),
  barsOwnSubmission: barsOwnSubmission(role),
}));

/** Who took the workflow's steps and when, and the comments the reading screens show. */
export interface BudgetStepFacts {
  status: BudgetStatus;
  submittedBy: string | null;
  submittedById: number | null;
  submissionDate: string | null;
  reviewedBy: string | null;
  approvedBy: string | null;
  approvalDate: string | null;
  releasedBy: string | null;
  releaseDate: string | null;
  rejectionReason: string | null;
  feedback: string | null;
}

/** A step as its event records it: the step, its comment, who took it and when. */
export interface TakenBudgetStep {
  action: BudgetAction;
  comment: string | null;
  username: string;
  userId: number | null;
  occurredAt: string;
}

/**
 * What a step changes of the budget's step facts: the read model stores it, and a budget read as
 * of a moment folds its steps by it, so both say the same. A resubmission clears the last
 * rejection and feedback; a reopening clears the review and approval.
 */
export function budgetStepFacts(step: TakenBudgetStep): Partial<BudgetStepFacts> {
  const { action, comment, username, userId, occurredAt } = step;
  const status = BUDGET_WORKFLOW[action].to;
  switch (action) {
    case 'submit':
      return {
        status,
        submittedBy: username,
        submittedById: userId,
        submissionDate: occurredAt,
        rejectionReason: null,
        feedback: null,
      };
    case 'review':
      return { status, reviewedBy: username };
    case 'approve':
      return { status, approvedBy: username, approvalDate: occurredAt };
    case 'reject':
      return { status, rejectionReason: comment };
    case 'request_changes':
      return { status, feedback: comment };
    case 'release':
      return { status, releasedBy: username, releaseDate: occurredAt };
    case 'reopen':
      return { status, reviewedBy: null, approvedBy: null, approvalDate: null, feedback: comment };
    case 'submit_actuals':
    case 'close':
      return { status };
  }
}
