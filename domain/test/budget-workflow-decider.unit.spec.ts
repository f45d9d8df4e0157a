import {
  BUDGET_ACTIONS,
  BUDGET_STATUSES,
  BUDGET_WORKFLOW,
  type BudgetAction,
  OWN_BUDGET_SUBMISSION,
  stepRole,
} from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { BUDGET_NOT_FOUND, budgetDecider } from '../src/budgets/budget-decider';
import {
  ADMIN,
  about,
  created,
  DRAFTER,
  HISTORIES,
  reopened,
  spec,
  submitted,
  ZONE_MASOOL,
} from './budget-decider-fixtures';

const COMMENTS: Record<BudgetAction, string | null> = {
  submit: null,
  review: 'Checked',
  approve: null,
  reject: 'Too costly',
  request_changes: 'Split the food line',
  release: 'Cash handed over',
  submit_actuals: null,
  close: null,
  reopen: 'Venue changed',
};
const EVENT_OF: Record<BudgetAction, string> = {
  submit: 'BudgetSubmitted',
  review: 'BudgetReviewed',
  approve: 'BudgetApproved',
  reject: 'BudgetRejected',
  request_changes: 'BudgetChangesRequested',
  release: 'BudgetReleased',
  submit_actuals: 'BudgetActualsSubmitted',
  close: 'BudgetClosed',
  reopen: 'BudgetReopened',
};
const actorFor = (action: BudgetAction, status: (typeof BUDGET_STATUSES)[number]) => {
  const role = stepRole(action, status);
  return role === 'drafter' ? DRAFTER : role === 'reviewer' ? ZONE_MASOOL : ADMIN;
};

describe('budget decider: the workflow table', () => {
  for (const action of BUDGET_ACTIONS) {
    for (const status of BUDGET_STATUSES) {
      const allowed = BUDGET_WORKFLOW[action].from.includes(status);
      it(`${action} from ${status} ${allowed ? 'records the step' : 'is a 409 naming the status'}`, () => {
        const command = {
          type: 'TakeBudgetStep' as const,
          action,
          actorId: actorFor(action, status),
          comment: COMMENTS[action],
        };
        const when = spec.given(HISTORIES[status]).when(command);
        if (!allowed) {
          when.thenThrows(
            'conflict',
            new RegExp(`^This budget is ${status.replace('_', ' ')} and cannot be`),
          );
          return;
        }
        const data = { ...about, fromStatus: status, comment: COMMENTS[action] };
        when.thenEmits([
          action === 'submit'
            ? { type: 'BudgetSubmitted', data: { ...data, submittedById: DRAFTER } }
            : ({ type: EVENT_OF[action], data } as never),
        ]);
      });
    }
  }

  it('leads each step to the status of the table', () => {
    const fold = (events: typeof HISTORIES.draft) =>
      events.reduce(budgetDecider.evolve, budgetDecider.initialState());
    expect(fold(HISTORIES.closed).status).toBe('closed');
    expect(fold([...HISTORIES.approved, reopened]).status).toBe('draft');
    expect(fold(HISTORIES.changes_requested).status).toBe('changes_requested');
  });
});

describe('budget decider: who takes a step', () => {
  it('refuses the submitter every reviewer and approver step, an administrator too', () => {
    spec
      .given([created, submitted('draft', ZONE_MASOOL)])
      .when({ type: 'TakeBudgetStep', action: 'review', actorId: ZONE_MASOOL, comment: null })
      .thenThrows('forbidden', OWN_BUDGET_SUBMISSION);
    const byAdmin = [created, submitted('draft', ADMIN)];
    for (const action of ['review', 'reject', 'request_changes'] as const) {
      spec
        .given(byAdmin)
        .when({ type: 'TakeBudgetStep', action, actorId: ADMIN, comment: 'x' })
        .thenThrows('forbidden', OWN_BUDGET_SUBMISSION);
    }
    spec
      .given([...HISTORIES.approved.slice(0, 1), submitted('draft', ADMIN), ...HISTORIES.approved.slice(2)])
      .when({ type: 'TakeBudgetStep', action: 'release', actorId: ADMIN, comment: null })
      .thenThrows('forbidden', OWN_BUDGET_SUBMISSION);
  });

  it('lets another administrator approve what an administrator submitted', () => {
    spec
      .given([created, submitted('draft', ADMIN), HISTORIES.reviewed[2]!])
      .when({ type: 'TakeBudgetStep', action: 'approve', actorId: 99, comment: null })
      .thenEmits([{ type: 'BudgetApproved', data: { ...about, fromStatus: 'reviewed', comment: null } }]);
  });

  it('requires a reason to reject or reopen and feedback to request changes', () => {
    spec
      .given(HISTORIES.submitted)
      .when({ type: 'TakeBudgetStep', action: 'reject', actorId: ZONE_MASOOL, comment: '  ' })
      .thenThrows('invalid', 'Please provide a reason for rejection');
    spec
      .given(HISTORIES.reviewed)
      .when({ type: 'TakeBudgetStep', action: 'request_changes', actorId: ADMIN, comment: null })
      .thenThrows('invalid', 'Please provide feedback for requested changes');
    spec
      .given(HISTORIES.approved)
      .when({ type: 'TakeBudgetStep', action: 'reopen', actorId: ADMIN, comment: '' })
      .thenThrows('invalid', 'Please provide a reason for reopening');
  });

  it('knows no budget that was never created or was deleted', () => {
    spec
      .given([])
      .when({ type: 'TakeBudgetStep', action: 'submit', actorId: DRAFTER, comment: null })
      .thenThrows('not_found', BUDGET_NOT_FOUND);
    spec
      .given([created, { type: 'BudgetDeleted', data: { ...about, gatheringId: 7 } }])
      .when({ type: 'TakeBudgetStep', action: 'submit', actorId: DRAFTER, comment: null })
      .thenThrows('not_found', BUDGET_NOT_FOUND);
  });

  it('deletes only a draft', () => {
    spec
      .given([created])
      .when({ type: 'DeleteBudget' })
      .thenEmits([{ type: 'BudgetDeleted', data: { ...about, gatheringId: 7 } }]);
    spec
      .given(HISTORIES.submitted)
      .when({ type: 'DeleteBudget' })
      .thenThrows('conflict', 'This budget is submitted and cannot be deleted');
  });

  it('creates a budget once', () => {
    const command = {
      type: 'CreateBudget' as const,
      budgetId: 3,
      budgetNumber: 'BUD-2026-0001',
      event: { gatheringId: 7, cityId: 4, zoneId: 2, eventDate: '2026-03-01' },
      details: { title: 'Seerat conference budget', description: null },
    };
    spec.given([]).when(command).thenEmits([created]);
    spec.given([created]).when(command).thenThrows('conflict', 'Budget already exists');
  });
});
