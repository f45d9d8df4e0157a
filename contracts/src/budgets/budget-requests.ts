import { z } from 'zod';
import { whenBlank } from '../common/field-messages';
import {
  changeReason,
  entityId,
  optionalMultiLineText,
  requiredMultiLineText,
  updateShape,
} from '../common/fields';
import { listSearch, pageQueryFields } from '../http/paging';
import {
  budgetDetailsSchema,
  collectionActualsSchema,
  collectionPlanSchema,
  expenseActualsSchema,
  expensePlanSchema,
} from './budget';
import { BUDGET_TABS } from './budget-tabs';
import { BUDGET_STATUSES, type BudgetAction } from './budget-workflow';

/**
 * The bodies of the budget calls. Totals, statuses, numbers and the event's date, city and zone
 * are the server's: a client that sends them is not refused, and they are ignored.
 */
const clientDecided = {
  budgetNumber: z.unknown().optional(),
  status: z.unknown().optional(),
  eventDate: z.unknown().optional(),
  cityId: z.unknown().optional(),
  zoneId: z.unknown().optional(),
  totalEstimatedCollections: z.unknown().optional(),
  totalEstimatedExpenses: z.unknown().optional(),
  totalActualCollections: z.unknown().optional(),
  totalActualExpenses: z.unknown().optional(),
  netEstimatedProfit: z.unknown().optional(),
  netActualProfit: z.unknown().optional(),
  estimatedTotal: z.unknown().optional(),
  actualTotal: z.unknown().optional(),
};

export const EVENT_REQUIRED = 'Event is required';

/** `POST /api/budgets`: the event it belongs to and the budget's title and description. */
export const createBudgetRequestSchema = budgetDetailsSchema.extend({
  ...clientDecided,
  eventId: z.number({ error: whenBlank(EVENT_REQUIRED) }).pipe(entityId),
});
export type CreateBudgetRequest = z.output<typeof createBudgetRequestSchema>;

/** `PUT /api/budgets/{id}`: the title and description, with an optional change reason. */
export const updateBudgetRequestSchema = z
  .object(updateShape(budgetDetailsSchema.shape))
  .extend({ ...clientDecided, changeReason });
export type UpdateBudgetRequest = z.output<typeof updateBudgetRequestSchema>;

export const addCollectionRequestSchema = collectionPlanSchema.extend(clientDecided);
export const addExpenseRequestSchema = expensePlanSchema.extend(clientDecided);
export const updateCollectionRequestSchema = z
  .object(updateShape(collectionPlanSchema.shape))
  .extend(clientDecided);
export const updateExpenseRequestSchema = z
  .object(updateShape(expensePlanSchema.shape))
  .extend(clientDecided);
export const collectionActualsRequestSchema = collectionActualsSchema.extend(clientDecided);
export const expenseActualsRequestSchema = expenseActualsSchema.extend(clientDecided);

/** A reason people type, with the spec-like words for a blank one; line breaks kept. */
const requiredComment = (label: string, message: string) =>
  requiredMultiLineText(label, 'notes', { requiredMessage: message });

export const BUDGET_REJECTION_REASON_REQUIRED = 'Please provide a reason for rejection';
export const BUDGET_FEEDBACK_REQUIRED = 'Please provide feedback for requested changes';
export const BUDGET_REOPEN_REASON_REQUIRED = 'Please provide a reason for reopening';

/** Submit, review, approve, release, submit actuals, close: an optional comment. */
export const budgetStepRequestSchema = z.object({
  ...clientDecided,
  comment: optionalMultiLineText('notes'),
});
export const rejectBudgetRequestSchema = z.object({
  ...clientDecided,
  reason: requiredComment('Reason', BUDGET_REJECTION_REASON_REQUIRED),
});
export const requestBudgetChangesRequestSchema = z.object({
  ...clientDecided,
  feedback: requiredComment('Feedback', BUDGET_FEEDBACK_REQUIRED),
});
export const reopenBudgetRequestSchema = z.object({
  ...clientDecided,
  reason: requiredComment('Reason', BUDGET_REOPEN_REASON_REQUIRED),
});

/** The body of each workflow step's call (`BUDGET_STEP_CALLS` names its path and comment field). */
export const BUDGET_STEP_REQUESTS = {
  submit: budgetStepRequestSchema,
  review: budgetStepRequestSchema,
  approve: budgetStepRequestSchema,
  reject: rejectBudgetRequestSchema,
  request_changes: requestBudgetChangesRequestSchema,
  release: budgetStepRequestSchema,
  submit_actuals: budgetStepRequestSchema,
  close: budgetStepRequestSchema,
  reopen: reopenBudgetRequestSchema,
} as const satisfies Record<BudgetAction, z.ZodType>;

/** The budgets list's filters: a status or a tab (`waiting`: what the caller may act on now), and a search of number, title and event. The tab counts take the same. */
export const budgetFiltersSchema = z.object({
  status: z.enum(BUDGET_STATUSES).optional(),
  tab: z.enum(BUDGET_TABS).optional(),
  search: listSearch,
});

/** `GET /api/budgets`: one page of the filtered budgets, newest first. */
export const budgetListQuerySchema = budgetFiltersSchema.extend(pageQueryFields);
export type BudgetFilters = z.output<typeof budgetFiltersSchema>;
