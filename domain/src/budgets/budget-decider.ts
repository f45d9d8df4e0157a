import {
  ACTUALS_STATUS,
  applyFieldChanges,
  BUDGET_ACTION_EVENTS,
  BUDGET_DETAIL_FIELDS,
  BUDGET_LINE_LIMIT,
  BUDGET_STEP_EVENTS,
  BUDGET_WORKFLOW,
  type BudgetAction,
  type BudgetDetails,
  type BudgetEvent,
  type BudgetEventFacts,
  type BudgetLineKind,
  type BudgetStatus,
  budgetStatusConflict,
  budgetStepAllowed,
  COLLECTION_ACTUAL_FIELDS,
  COLLECTION_PLAN_FIELDS,
  type CollectionActuals,
  type CollectionLine,
  type CollectionPlan,
  conflicting,
  EDITABLE_BUDGET_STATUSES,
  EXPENSE_ACTUAL_FIELDS,
  EXPENSE_PLAN_FIELDS,
  type ExpenseActuals,
  type ExpenseLine,
  type ExpensePlan,
  type FieldChanges,
  fieldChanges,
  notAllowed,
  notFound,
  OWN_BUDGET_SUBMISSION,
  ruleBroken,
  stepRole,
} from '@seerat/contracts';
import type { Decider } from '../decider';

/** A budget as its stream says it is. */
export interface BudgetState {
  budgetId: number | null;
  budgetNumber: string | null;
  event: BudgetEventFacts | null;
  details: BudgetDetails | null;
  status: BudgetStatus;
  /** Who submitted it last: they take no reviewer's or approver's step on it. */
  submittedById: number | null;
  collections: CollectionLine[];
  expenses: ExpenseLine[];
  /** Line ids are numbered within the budget, collections and expenses alike, never reused. */
  nextLineId: number;
  deleted: boolean;
}

/**
 * The use case has checked that the actor holds the step's role on the event's city, and taken
 * the event's facts from the event's own stream; `actorId` is the acting user, `today` the day of
 * the command's clock.
 */
export type BudgetCommand =
  | {
      type: 'CreateBudget';
      budgetId: number;
      budgetNumber: string;
      event: BudgetEventFacts;
      details: BudgetDetails;
    }
  | { type: 'UpdateBudgetDetails'; patch: Partial<BudgetDetails> }
  | { type: 'AddCollection'; plan: CollectionPlan }
  | { type: 'AddExpense'; plan: ExpensePlan }
  | { type: 'UpdateCollection'; lineId: number; patch: Partial<CollectionPlan> }
  | { type: 'UpdateExpense'; lineId: number; patch: Partial<ExpensePlan> }
  | { type: 'RemoveLine'; kind: BudgetLineKind; lineId: number }
  | { type: 'RecordCollectionActuals'; lineId: number; actuals: CollectionActuals; today: string }
  | { type: 'RecordExpenseActuals'; lineId: number; actuals: ExpenseActuals; today: string }
  | { type: 'TakeBudgetStep'; action: BudgetAction; actorId: number | null; comment: string | null }
  | { type: 'DeleteBudget' };

export const BUDGET_NOT_FOUND = 'Budget not found';
export const LINE_NOT_FOUND = 'Budget line not found';
export const BUDGET_EXISTS = 'Budget already exists';
export const TOO_MANY_LINES = `A budget holds at most ${BUDGET_LINE_LIMIT} lines of each kind`;
export const ACTUALS_AFTER_EVENT =
  'Actuals can be entered once the funds are released and the event has begun';
export const COMMENT_REQUIRED: Partial<Record<BudgetAction, string>> = {
  reject: 'Please provide a reason for rejection',
  request_changes: 'Please provide feedback for requested changes',
  reopen: 'Please provide a reason for reopening',
};

export const initialBudgetState = (): BudgetState => ({
  budgetId: null,
  budgetNumber: null,
  event: null,
  details: null,
  status: 'draft',
  submittedById: null,
  collections: [],
  expenses: [],
  nextLineId: 1,
  deleted: false,
});

export function evolveBudget(state: BudgetState, event: BudgetEvent): BudgetState {
  switch (event.type) {
    case 'BudgetCreated': {
      const { budgetId, budgetNumber, gatheringId, cityId, zoneId, eventDate, details } = event.data;
      const facts = { gatheringId, cityId, zoneId, eventDate };
      return { ...initialBudgetState(), budgetId, budgetNumber, event: facts, details };
    }
    case 'BudgetDetailsUpdated':
      return state.details
        ? { ...state, details: applyFieldChanges(state.details, event.data.changes) }
        : state;
    case 'BudgetCollectionAdded': {
      const line = { ...noCollectionActuals(), ...event.data.plan, lineId: event.data.lineId };
      return { ...state, collections: [...state.collections, line], nextLineId: event.data.lineId + 1 };
    }
    case 'BudgetExpenseAdded': {
      const line = { ...noExpenseActuals(), ...event.data.plan, lineId: event.data.lineId };
      return { ...state, expenses: [...state.expenses, line], nextLineId: event.data.lineId + 1 };
    }
    case 'BudgetLineUpdated':
    case 'BudgetActualsRecorded': {
      const { kind, lineId, changes } = event.data;
      if (kind === 'collection')
        return { ...state, collections: changedLine(state.collections, lineId, changes) };
      return { ...state, expenses: changedLine(state.expenses, lineId, changes) };
    }
    case 'BudgetLineRemoved': {
      const { kind, lineId } = event.data;
      if (kind === 'collection')
        return { ...state, collections: state.collections.filter((line) => line.lineId !== lineId) };
      return { ...state, expenses: state.expenses.filter((line) => line.lineId !== lineId) };
    }
    case 'BudgetSubmitted':
      return { ...state, status: 'submitted', submittedById: event.data.submittedById };
    case 'BudgetReviewed':
    case 'BudgetApproved':
    case 'BudgetRejected':
    case 'BudgetChangesRequested':
    case 'BudgetReleased':
    case 'BudgetActualsSubmitted':
    case 'BudgetClosed':
    case 'BudgetReopened':
      return { ...state, status: BUDGET_WORKFLOW[BUDGET_STEP_EVENTS[event.type]].to };
    case 'BudgetDeleted':
      return { ...state, deleted: true, collections: [], expenses: [] };
  }
}

export function decideBudget(command: BudgetCommand, state: BudgetState): BudgetEvent[] {
  switch (command.type) {
    case 'CreateBudget': {
      if (state.budgetId !== null) throw conflicting(BUDGET_EXISTS);
      const { budgetId, budgetNumber, event, details } = command;
      return [{ type: 'BudgetCreated', data: { budgetId, budgetNumber, ...event, details } }];
    }
    case 'UpdateBudgetDetails': {
      const { about, details } = editable(state);
      const changes = fieldChanges(details, { ...details, ...command.patch }, BUDGET_DETAIL_FIELDS);
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'BudgetDetailsUpdated', data: { ...about, changes } }];
    }
    case 'AddCollection': {
      const { about } = editable(state);
      if (state.collections.length >= BUDGET_LINE_LIMIT) throw ruleBroken(TOO_MANY_LINES);
      return [
        { type: 'BudgetCollectionAdded', data: { ...about, lineId: state.nextLineId, plan: command.plan } },
      ];
    }
    case 'AddExpense': {
      const { about } = editable(state);
      if (state.expenses.length >= BUDGET_LINE_LIMIT) throw ruleBroken(TOO_MANY_LINES);
      return [
        { type: 'BudgetExpenseAdded', data: { ...about, lineId: state.nextLineId, plan: command.plan } },
      ];
    }
    case 'UpdateCollection': {
      const { about } = editable(state);
      const line = lineOf(state.collections, command.lineId);
      const changes = fieldChanges(line, { ...line, ...command.patch }, COLLECTION_PLAN_FIELDS);
      return lineChanged('BudgetLineUpdated', about, 'collection', line.lineId, changes);
    }
    case 'UpdateExpense': {
      const { about } = editable(state);
      const line = lineOf(state.expenses, command.lineId);
      const changes = fieldChanges(line, { ...line, ...command.patch }, EXPENSE_PLAN_FIELDS);
      return lineChanged('BudgetLineUpdated', about, 'expense', line.lineId, changes);
    }
    case 'RemoveLine': {
      const { about } = editable(state);
      lineOf<{ lineId: number }>(
        command.kind === 'collection' ? state.collections : state.expenses,
        command.lineId,
      );
      return [{ type: 'BudgetLineRemoved', data: { ...about, kind: command.kind, lineId: command.lineId } }];
    }
    case 'RecordCollectionActuals': {
      const about = actualsOpen(state, command.today);
      const line = lineOf(state.collections, command.lineId);
      const changes = fieldChanges(line, { ...line, ...command.actuals }, COLLECTION_ACTUAL_FIELDS);
      return lineChanged('BudgetActualsRecorded', about, 'collection', line.lineId, changes);
    }
    case 'RecordExpenseActuals': {
      const about = actualsOpen(state, command.today);
      const line = lineOf(state.expenses, command.lineId);
      const changes = fieldChanges(line, { ...line, ...command.actuals }, EXPENSE_ACTUAL_FIELDS);
      return lineChanged('BudgetActualsRecorded', about, 'expense', line.lineId, changes);
    }
    case 'TakeBudgetStep':
      return [stepEvent(state, command)];
    case 'DeleteBudget': {
      const { about, event } = existing(state);
      if (state.status !== 'draft') throw conflicting(budgetStatusConflict(state.status, 'delete'));
      return [{ type: 'BudgetDeleted', data: { ...about, gatheringId: event.gatheringId } }];
    }
  }
}

/** A workflow step: allowed from the current status, never by the submitter past drafting. */
function stepEvent(
  state: BudgetState,
  command: Extract<BudgetCommand, { type: 'TakeBudgetStep' }>,
): BudgetEvent {
  const { about } = existing(state);
  const { action, actorId, comment } = command;
  if (!budgetStepAllowed(action, state.status)) throw conflicting(budgetStatusConflict(state.status, action));
  const required = COMMENT_REQUIRED[action];
  if (required && !comment?.trim()) throw ruleBroken(required, { [commentField(action)]: required });
  const role = stepRole(action, state.status);
  if (role !== 'drafter' && actorId !== null && actorId === state.submittedById) {
    throw notAllowed(OWN_BUDGET_SUBMISSION);
  }
  const data = { ...about, fromStatus: state.status, comment };
  const type = BUDGET_ACTION_EVENTS[action];
  if (type === 'BudgetSubmitted') return { type, data: { ...data, submittedById: actorId } };
  return { type, data };
}

/** The request field that carries each required comment. */
function commentField(action: BudgetAction): string {
  return action === 'request_changes' ? 'feedback' : 'reason';
}

function lineChanged(
  type: 'BudgetLineUpdated' | 'BudgetActualsRecorded',
  about: { budgetId: number; cityId: number },
  kind: BudgetLineKind,
  lineId: number,
  changes: FieldChanges,
): BudgetEvent[] {
  if (Object.keys(changes).length === 0) return [];
  return [{ type, data: { ...about, kind, lineId, changes } }];
}

function existing(state: BudgetState) {
  if (state.budgetId === null || !state.event || !state.details || state.deleted)
    throw notFound(BUDGET_NOT_FOUND);
  return {
    about: { budgetId: state.budgetId, cityId: state.event.cityId },
    event: state.event,
    details: state.details,
  };
}

/** The budget, if its drafter may change it now (draft, or returned to the drafter). */
function editable(state: BudgetState) {
  const budget = existing(state);
  if (!EDITABLE_BUDGET_STATUSES.includes(state.status))
    throw conflicting(budgetStatusConflict(state.status, 'edit'));
  return budget;
}

/** Actuals: once the funds are released, from the event's day on. */
function actualsOpen(state: BudgetState, today: string) {
  const { about, event } = existing(state);
  if (state.status !== ACTUALS_STATUS) throw conflicting(budgetStatusConflict(state.status, 'edit'));
  if (today < event.eventDate) throw conflicting(ACTUALS_AFTER_EVENT);
  return about;
}

function lineOf<Line extends { lineId: number }>(lines: Line[], lineId: number): Line {
  const line = lines.find((candidate) => candidate.lineId === lineId);
  if (!line) throw notFound(LINE_NOT_FOUND);
  return line;
}

function changedLine<Line extends { lineId: number }>(lines: Line[], lineId: number, changes: FieldChanges) {
  return lines.map((line) => (line.lineId === lineId ? applyFieldChanges(line, changes) : line));
}

const noCollectionActuals = () => ({
  actualAmount: null,
  collectionDate: null,
  receiptNumber: null,
  receiptUrl: null,
});
const noExpenseActuals = () => ({
  actualQuantity: null,
  actualUnitPrice: null,
  billNumber: null,
  billDate: null,
  receiptUrl: null,
});

export const budgetDecider: Decider<BudgetState, BudgetCommand, BudgetEvent> = {
  initialState: initialBudgetState,
  evolve: evolveBudget,
  decide: decideBudget,
};
