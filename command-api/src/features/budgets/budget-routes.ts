import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import {
  addCollectionRequestSchema,
  addExpenseRequestSchema,
  BUDGET_DETAIL_FIELDS,
  type BudgetAction,
  type BudgetDetails,
  budgetStepRequestSchema,
  budgetTotals,
  COLLECTION_ACTUAL_FIELDS,
  COLLECTION_PLAN_FIELDS,
  type CollectionActuals,
  type CollectionPlan,
  collectionActualsRequestSchema,
  createBudgetRequestSchema,
  EXPENSE_ACTUAL_FIELDS,
  EXPENSE_PLAN_FIELDS,
  type ExpenseActuals,
  type ExpensePlan,
  expenseActualsRequestSchema,
  expenseLineTotals,
  idParams,
  presentFields,
  rejectBudgetRequestSchema,
  reopenBudgetRequestSchema,
  requestBudgetChangesRequestSchema,
  updateBudgetRequestSchema,
  updateCollectionRequestSchema,
  updateExpenseRequestSchema,
} from '@seerat/contracts';
import { validate } from '@seerat/platform';

import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { ifMatchRevision } from '../../http/if-match';
import { actorOf } from '../../http/request-actor';
import type { BudgetState } from './budget-decider';
import { changeBudget, deleteBudget, takeBudgetStep } from './change-budget';
import { createBudget } from './create-budget';

const budgetParams = idParams('budgetId');
const lineParams = idParams('budgetId', 'lineId');

/** Workflow steps with an optional comment, by path. */
const COMMENTED_STEPS: Record<string, BudgetAction> = {
  submit: 'submit',
  review: 'review',
  approve: 'approve',
  release: 'release',
  'submit-actuals': 'submit_actuals',
  close: 'close',
};
/** Workflow steps whose comment is required, by path, with the body field that carries it. */
const REQUIRED_COMMENT_STEPS = [
  ['reject', 'reject', rejectBudgetRequestSchema, 'reason'],
  ['request-changes', 'request_changes', requestBudgetChangesRequestSchema, 'feedback'],
  ['reopen', 'reopen', reopenBudgetRequestSchema, 'reason'],
] as const;

/**
 * Budgets of events: `POST /api/budgets`, `PUT`/`DELETE /api/budgets/:id`, lines under
 * `/collections` and `/expenses` (with `/actuals` after the event), and each workflow step under
 * its own path. Each answers the budget as it now is, its totals computed from its lines.
 */
export function budgetRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api/budgets' });

  router.post('/', signedIn, validate({ body: createBudgetRequestSchema }), async (ctx) => {
    const result = await createBudget(deps, actorOf(ctx), ctx.state.input.body);
    answerCommand(ctx, result, budgetBody(result), 201);
  });

  router.put(
    '/:budgetId',
    signedIn,
    validate({ params: budgetParams, body: updateBudgetRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const patch = presentFields<BudgetDetails>(body, BUDGET_DETAIL_FIELDS);
      const change = {
        budgetId: params.budgetId,
        expectedRevision: ifMatchRevision(ctx),
        reason: body.changeReason,
      };
      const result = await changeBudget(deps, actorOf(ctx), change, { type: 'UpdateBudgetDetails', patch });
      answerCommand(ctx, result, budgetBody(result));
    },
  );

  router.delete('/:budgetId', signedIn, validate({ params: budgetParams }), async (ctx) => {
    const change = { budgetId: ctx.state.input.params.budgetId, expectedRevision: ifMatchRevision(ctx) };
    const result = await deleteBudget(deps, actorOf(ctx), change);
    answerCommand(ctx, result, { id: change.budgetId, deleted: true });
  });

  lineRoutes(router, deps);
  actualsRoutes(router, deps);

  for (const [path, action] of Object.entries(COMMENTED_STEPS)) {
    router.put(
      `/:budgetId/${path}`,
      signedIn,
      validate({ params: budgetParams, body: budgetStepRequestSchema }),
      async (ctx) => {
        const { params, body } = ctx.state.input;
        const change = {
          budgetId: params.budgetId,
          expectedRevision: ifMatchRevision(ctx),
          reason: body.comment,
        };
        const result = await takeBudgetStep(deps, actorOf(ctx), change, action);
        answerCommand(ctx, result, budgetBody(result));
      },
    );
  }
  for (const [path, action, schema, field] of REQUIRED_COMMENT_STEPS) {
    router.put(
      `/:budgetId/${path}`,
      signedIn,
      validate({ params: budgetParams, body: schema }),
      async (ctx) => {
        const { params, body } = ctx.state.input;
        const reason = (body as Record<typeof field, string>)[field];
        const change = { budgetId: params.budgetId, expectedRevision: ifMatchRevision(ctx), reason };
        const result = await takeBudgetStep(deps, actorOf(ctx), change, action);
        answerCommand(ctx, result, budgetBody(result));
      },
    );
  }
  return router;
}

/** Adding, editing and removing planned lines of both kinds. */
function lineRoutes(router: Router, deps: CommandDeps): void {
  router.post(
    '/:budgetId/collections',
    signedIn,
    validate({ params: budgetParams, body: addCollectionRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const plan = presentFields<CollectionPlan>(body, COLLECTION_PLAN_FIELDS) as CollectionPlan;
      const result = await changeBudget(deps, actorOf(ctx), change(ctx, params), {
        type: 'AddCollection',
        plan,
      });
      answerCommand(ctx, result, budgetBody(result), 201);
    },
  );
  router.post(
    '/:budgetId/expenses',
    signedIn,
    validate({ params: budgetParams, body: addExpenseRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const plan = presentFields<ExpensePlan>(body, EXPENSE_PLAN_FIELDS) as ExpensePlan;
      const result = await changeBudget(deps, actorOf(ctx), change(ctx, params), {
        type: 'AddExpense',
        plan,
      });
      answerCommand(ctx, result, budgetBody(result), 201);
    },
  );
  router.put(
    '/:budgetId/collections/:lineId',
    signedIn,
    validate({ params: lineParams, body: updateCollectionRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const patch = presentFields<CollectionPlan>(body as Partial<CollectionPlan>, COLLECTION_PLAN_FIELDS);
      const command = { type: 'UpdateCollection' as const, lineId: params.lineId, patch };
      const result = await changeBudget(deps, actorOf(ctx), change(ctx, params), command);
      answerCommand(ctx, result, budgetBody(result));
    },
  );
  router.put(
    '/:budgetId/expenses/:lineId',
    signedIn,
    validate({ params: lineParams, body: updateExpenseRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const patch = presentFields<ExpensePlan>(body as Partial<ExpensePlan>, EXPENSE_PLAN_FIELDS);
      const command = { type: 'UpdateExpense' as const, lineId: params.lineId, patch };
      const result = await changeBudget(deps, actorOf(ctx), change(ctx, params), command);
      answerCommand(ctx, result, budgetBody(result));
    },
  );
  for (const kind of ['collection', 'expense'] as const) {
    router.delete(`/:budgetId/${kind}s/:lineId`, signedIn, validate({ params: lineParams }), async (ctx) => {
      const { params } = ctx.state.input;
      const command = { type: 'RemoveLine' as const, kind, lineId: params.lineId };
      const result = await changeBudget(deps, actorOf(ctx), change(ctx, params), command);
      answerCommand(ctx, result, budgetBody(result));
    });
  }
}

/** Entering the actuals of a line, once the funds are released and the event has begun. */
function actualsRoutes(router: Router, deps: CommandDeps): void {
  router.put(
    '/:budgetId/collections/:lineId/actuals',
    signedIn,
    validate({ params: lineParams, body: collectionActualsRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const actuals = presentFields<CollectionActuals>(body, COLLECTION_ACTUAL_FIELDS) as CollectionActuals;
      const command = { type: 'RecordCollectionActuals' as const, lineId: params.lineId, actuals };
      const result = await changeBudget(deps, actorOf(ctx), change(ctx, params), command);
      answerCommand(ctx, result, budgetBody(result));
    },
  );
  router.put(
    '/:budgetId/expenses/:lineId/actuals',
    signedIn,
    validate({ params: lineParams, body: expenseActualsRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const actuals = presentFields<ExpenseActuals>(body, EXPENSE_ACTUAL_FIELDS) as ExpenseActuals;
      const command = { type: 'RecordExpenseActuals' as const, lineId: params.lineId, actuals };
      const result = await changeBudget(deps, actorOf(ctx), change(ctx, params), command);
      answerCommand(ctx, result, budgetBody(result));
    },
  );
}

function change(ctx: Parameters<typeof ifMatchRevision>[0], params: { budgetId: number }) {
  return { budgetId: params.budgetId, expectedRevision: ifMatchRevision(ctx) };
}

/** The budget as the command left it, with its totals (the read API adds names and history). */
export function budgetBody({ state }: CommandResult<BudgetState>) {
  const expenses = state.expenses.map((line) => ({ ...line, ...expenseLineTotals(line) }));
  return {
    id: state.budgetId,
    budgetNumber: state.budgetNumber,
    eventId: state.event?.gatheringId ?? null,
    ...state.event,
    ...state.details,
    status: state.status,
    collections: state.collections,
    expenses,
    ...budgetTotals(state.collections, state.expenses),
  };
}
