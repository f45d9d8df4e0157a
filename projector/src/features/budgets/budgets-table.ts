import { readTable } from '../../read-schema/read-tables';

/**
 * One row per budget (spec: budgets): its number, its event's date, city and zone, the workflow's
 * people and dates, and the totals in paisa (`bigint`), recomputed from its lines after every
 * change of a line.
 */
export const budgetsTable = readTable('budgets', [
  'id',
  'budgetNumber',
  'gatheringId',
  'cityId',
  'zoneId',
  'eventDate',
  'title',
  'description',
  'status',
  'submittedBy',
  'submittedById',
  'submissionDate',
  'reviewedBy',
  'approvedBy',
  'approvalDate',
  'releasedBy',
  'releaseDate',
  'rejectionReason',
  'feedback',
  'totalEstimatedCollections',
  'totalEstimatedExpenses',
  'totalActualCollections',
  'totalActualExpenses',
  'netEstimatedProfit',
  'netActualProfit',
  'createdBy',
  'createdAt',
  'updatedAt',
  'version',
] as const);

/**
 * One row per line (spec: budget_collections and budget_expenses), in the order they were added:
 * its kind, and the line's fields as the contract names them (`line`, JSON) for the one screen
 * that shows them.
 */
export const budgetLinesTable = readTable('budget_lines', ['budgetId', 'lineId', 'kind', 'line'] as const);

/** Every step of every budget's workflow (spec: budget_approval_history). */
export const budgetHistoryTable = readTable('budget_approval_history', [
  'budgetId',
  'revision',
  'action',
  'actionBy',
  'actionById',
  'comments',
  'previousStatus',
  'newStatus',
  'actionDate',
] as const);
