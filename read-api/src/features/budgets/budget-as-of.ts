import {
  BUDGET_STEP_EVENTS,
  type BudgetStepFacts,
  type BudgetWithLines,
  budgetStepFacts,
  budgetStepSchema,
  budgetTotals,
  collectionLineView,
  expenseLineView,
  notFound,
} from '@seerat/contracts';
import type { BudgetState } from '@seerat/domain';
import type { Knex } from '@seerat/platform';
import { citiesTable, gatheringsTable, zonesTable } from '@seerat/projector/tables';
import { createdAt, type FoldedStream } from '../audit/folded-stream';

type Names = Pick<BudgetWithLines, 'eventTitle' | 'cityName' | 'zoneName' | 'cityPath'>;

const NO_STEP: BudgetStepFacts = {
  status: 'draft',
  submittedBy: null,
  submittedById: null,
  submissionDate: null,
  reviewedBy: null,
  approvedBy: null,
  approvalDate: null,
  releasedBy: null,
  releaseDate: null,
  rejectionReason: null,
  feedback: null,
};

/**
 * A budget as `GET /api/budgets/{id}` answers it, as it stood at the end of the folded events: its
 * details, lines and totals from its stream, the workflow's people and dates from its steps (by
 * the rule the read model follows), and the names of its event, city and zone as the read models
 * hold them now. No step may be taken on the past, so it offers none. A budget deleted by then is
 * absent then, as it is from the list: a 404 that says so.
 */
export async function budgetAsOf(knex: Knex, folded: FoldedStream<BudgetState>): Promise<BudgetWithLines> {
  const { state } = folded;
  if (state.deleted) throw notFound('Budget was deleted by then');
  // The first event of every budget's stream creates it with these.
  const event = state.event!;
  const details = state.details!;
  const last = folded.events.at(-1)!;
  return {
    id: folded.id,
    budgetNumber: state.budgetNumber!,
    eventId: event.gatheringId,
    eventDate: event.eventDate,
    cityId: event.cityId,
    zoneId: event.zoneId,
    ...details,
    ...(await budgetNames(knex, event.gatheringId, event.cityId)),
    ...stepFacts(folded),
    ...budgetTotals(state.collections, state.expenses),
    createdBy: folded.events[0]!.metadata.username,
    createdAt: createdAt(folded),
    updatedAt: last.metadata.occurredAt,
    version: Number(last.revision),
    actions: [],
    collections: state.collections.map(collectionLineView),
    expenses: state.expenses.map(expenseLineView),
  };
}

/** The workflow's facts after every step folded, each step as the read model records it. */
function stepFacts(folded: FoldedStream<BudgetState>): BudgetStepFacts {
  let facts = NO_STEP;
  for (const { type, data, metadata } of folded.events) {
    const action = BUDGET_STEP_EVENTS[type as keyof typeof BUDGET_STEP_EVENTS];
    if (!action) continue;
    const { comment } = budgetStepSchema.parse(data);
    const { username, userId, occurredAt } = metadata;
    facts = { ...facts, ...budgetStepFacts({ action, comment, username, userId, occurredAt }) };
  }
  return facts;
}

/** The budget's event (`g`), city (`c`) and zone (`z`) as the read models hold them now. */
const EVENT = gatheringsTable.as('g');
const CITY = citiesTable.as('c');
const ZONE = zonesTable.as('z');

async function budgetNames(knex: Knex, eventId: number, cityId: number): Promise<Names> {
  const { rows } = await knex.raw<{ rows: Names[] }>(
    `SELECT coalesce(${EVENT.col('title')}, '') AS "eventTitle", coalesce(${CITY.col('name')}, '') AS "cityName",
            coalesce(${ZONE.col('name')}, '') AS "zoneName", coalesce(${CITY.col('path')}, ARRAY[:cityId::int]) AS "cityPath"
       FROM (SELECT 1) one
       LEFT JOIN ${EVENT.sql} ON ${EVENT.col('id')} = :eventId
       LEFT JOIN ${CITY.sql} ON ${CITY.col('id')} = :cityId
       LEFT JOIN ${ZONE.sql} ON ${ZONE.col('id')} = ${CITY.col('zoneId')}`,
    { eventId, cityId },
  );
  return rows[0]!;
}
