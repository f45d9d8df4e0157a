import { z } from 'zod';
import { fieldChangesSchema } from '../common/field-changes';
import { entityId as id } from '../common/fields';
import { budgetDetailsSchema, collectionPlanSchema, expensePlanSchema } from './budget';
import { BUDGET_STATUSES, type BudgetAction } from './budget-workflow';

/**
 * Domain events of a budget (stream `budget-<id>`). Every one names the budget and the city of its
 * event, so a projection or an auditor places it without folding the stream. Workflow steps name
 * the status they left; the status they lead to is the workflow table's (`BUDGET_WORKFLOW`), and
 * their comment (the reason of a rejection or a reopening, the feedback of requested changes) is
 * also the event's metadata `changeReason`.
 */
const about = { budgetId: id, cityId: id };
const lineKind = z.enum(['collection', 'expense']);
const lineId = z.number().int().positive();
const step = { ...about, fromStatus: z.enum(BUDGET_STATUSES), comment: z.string().nullable() };

export const budgetCreatedSchema = z.object({
  ...about,
  budgetNumber: z.string(),
  gatheringId: id,
  zoneId: id,
  eventDate: z.string(),
  details: budgetDetailsSchema,
});
export const budgetDetailsUpdatedSchema = z.object({ ...about, changes: fieldChangesSchema });
export const budgetCollectionAddedSchema = z.object({ ...about, lineId, plan: collectionPlanSchema });
export const budgetExpenseAddedSchema = z.object({ ...about, lineId, plan: expensePlanSchema });
/** A planned line's changed fields, or its actuals' (`BudgetActualsRecorded`), each from → to. */
export const budgetLineChangedSchema = z.object({
  ...about,
  kind: lineKind,
  lineId,
  changes: fieldChangesSchema,
});
export const budgetLineRemovedSchema = z.object({ ...about, kind: lineKind, lineId });
/** `submittedById`: the submitter, who takes no reviewer's or approver's step on it. */
export const budgetSubmittedSchema = z.object({ ...step, submittedById: z.number().int().nullable() });
export const budgetStepSchema = z.object(step);
export const budgetDeletedSchema = z.object({ ...about, gatheringId: id });

type Step = z.infer<typeof budgetStepSchema>;

export type BudgetStepEventType =
  | 'BudgetReviewed'
  | 'BudgetApproved'
  | 'BudgetRejected'
  | 'BudgetChangesRequested'
  | 'BudgetReleased'
  | 'BudgetActualsSubmitted'
  | 'BudgetClosed'
  | 'BudgetReopened';

export type BudgetEvent =
  | { type: 'BudgetCreated'; data: z.infer<typeof budgetCreatedSchema> }
  | { type: 'BudgetDetailsUpdated'; data: z.infer<typeof budgetDetailsUpdatedSchema> }
  | { type: 'BudgetCollectionAdded'; data: z.infer<typeof budgetCollectionAddedSchema> }
  | { type: 'BudgetExpenseAdded'; data: z.infer<typeof budgetExpenseAddedSchema> }
  | { type: 'BudgetLineUpdated'; data: z.infer<typeof budgetLineChangedSchema> }
  | { type: 'BudgetActualsRecorded'; data: z.infer<typeof budgetLineChangedSchema> }
  | { type: 'BudgetLineRemoved'; data: z.infer<typeof budgetLineRemovedSchema> }
  | { type: 'BudgetSubmitted'; data: z.infer<typeof budgetSubmittedSchema> }
  | { type: BudgetStepEventType; data: Step }
  | { type: 'BudgetDeleted'; data: z.infer<typeof budgetDeletedSchema> };

/** The workflow action each step event records (submitting included). */
export const BUDGET_STEP_EVENTS = {
  BudgetSubmitted: 'submit',
  BudgetReviewed: 'review',
  BudgetApproved: 'approve',
  BudgetRejected: 'reject',
  BudgetChangesRequested: 'request_changes',
  BudgetReleased: 'release',
  BudgetActualsSubmitted: 'submit_actuals',
  BudgetClosed: 'close',
  BudgetReopened: 'reopen',
} as const satisfies Record<BudgetStepEventType | 'BudgetSubmitted', BudgetAction>;

/** The step event of each workflow action. */
export const BUDGET_ACTION_EVENTS = Object.fromEntries(
  Object.entries(BUDGET_STEP_EVENTS).map(([type, action]) => [action, type]),
) as Record<BudgetAction, BudgetStepEventType | 'BudgetSubmitted'>;

export const BUDGET_EVENT_TYPES = [
  'BudgetCreated',
  'BudgetDetailsUpdated',
  'BudgetCollectionAdded',
  'BudgetExpenseAdded',
  'BudgetLineUpdated',
  'BudgetActualsRecorded',
  'BudgetLineRemoved',
  'BudgetSubmitted',
  'BudgetReviewed',
  'BudgetApproved',
  'BudgetRejected',
  'BudgetChangesRequested',
  'BudgetReleased',
  'BudgetActualsSubmitted',
  'BudgetClosed',
  'BudgetReopened',
  'BudgetDeleted',
] as const satisfies readonly BudgetEvent['type'][];

export const budgetStreamName = (budgetId: number) => `budget-${budgetId}`;

/** A budget's number: `BUD-<year>-<sequence of that year, at least four digits>`. */
export function budgetNumber(year: number, sequence: number): string {
  return `BUD-${year}-${String(sequence).padStart(4, '0')}`;
}
