import type { BudgetLineKind } from '@seerat/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useErrorToast } from '../../../components/ui/error-toast';
import { useToast } from '../../../components/ui/toast-provider';
import { useRemoveBudgetLine } from '../api/remove-budget-line';

/** Remove, from a planned line's row, after a confirmation naming the line. */
export function LineRemoveButton(props: {
  budgetId: number;
  kind: BudgetLineKind;
  lineId: number;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveBudgetLine();
  const { failed } = useErrorToast();
  const { toast } = useToast();
  const noun = props.kind === 'collection' ? 'Collection' : 'Expense';
  // The promise, not mutate's callbacks: the removed line's row, this button with it, unmounts
  // when the budget is refetched, and React Query drops an unmounted caller's callbacks.
  const confirm = () =>
    remove
      .mutateAsync(props)
      .then(() => toast({ title: `${noun} removed` }), failed('Failed to remove line'));
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={`Remove ${noun}`}
      confirmLabel="Remove"
      pendingLabel="Removing..."
      pending={remove.isPending}
      onConfirm={confirm}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Remove ${props.name}`}>
          <Trash2 className="size-4" />
        </Button>
      }
    >
      {`Remove "${props.name}" from this budget? Its amounts leave the totals.`}
    </ConfirmDialog>
  );
}
