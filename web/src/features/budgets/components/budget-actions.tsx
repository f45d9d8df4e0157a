import {
  BUDGET_ACTION_LABELS,
  type BudgetAction,
  type BudgetWithLines,
  budgetStepRequestSchema,
} from '@seerat/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { serverMessageOr } from '../../../lib/api-client';
import { useTakeBudgetStep } from '../api/take-budget-step';

const NEEDS_COMMENT: Partial<Record<BudgetAction, string>> = {
  reject: 'Please provide a reason for rejection',
  request_changes: 'Please provide feedback for requested changes',
  reopen: 'Please provide a reason for reopening',
};

const DONE: Record<BudgetAction, string> = {
  submit: 'Budget submitted',
  review: 'Budget reviewed',
  approve: 'Budget approved',
  reject: 'Budget rejected',
  request_changes: 'Changes requested',
  release: 'Funds released',
  submit_actuals: 'Actuals submitted',
  close: 'Budget closed',
  reopen: 'Budget reopened',
};

/** The workflow buttons the server says this viewer may press now, with one comment box. */
export function BudgetActions({ budget }: { budget: BudgetWithLines }) {
  const [comment, setComment] = useState('');
  const step = useTakeBudgetStep();
  const { toast } = useToast();
  if (budget.actions.length === 0) return null;
  const take = (action: BudgetAction) => {
    const required = NEEDS_COMMENT[action];
    if (required && !comment.trim()) {
      toast({ title: 'Error', description: required, variant: 'destructive' });
      return;
    }
    // The promise, not mutate's callbacks: a step that leaves this viewer nothing to press
    // unmounts these buttons when the budget is refetched, and React Query drops the callbacks of
    // an unmounted caller, so the toast saying the step was taken would never show.
    step.mutateAsync({ budgetId: budget.id, action, comment }).then(
      () => {
        setComment('');
        toast({ title: DONE[action] });
      },
      (error: unknown) =>
        toast({
          title: 'Error',
          description: serverMessageOr(error, 'Failed to update budget'),
          variant: 'destructive',
        }),
    );
  };
  return (
    <div className="space-y-2">
      <SchemaTextField
        schema={budgetStepRequestSchema}
        name="comment"
        label="Comment"
        placeholder="Required to reject, request changes or reopen"
        value={comment}
        onChange={setComment}
      />
      <div className="flex flex-wrap gap-2">
        {budget.actions.map((action) => (
          <Button
            key={action}
            variant={
              action === 'reject'
                ? 'destructive'
                : action === 'request_changes' || action === 'reopen'
                  ? 'outline'
                  : 'primary'
            }
            disabled={step.isPending}
            onClick={() => take(action)}
          >
            {BUDGET_ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
    </div>
  );
}
