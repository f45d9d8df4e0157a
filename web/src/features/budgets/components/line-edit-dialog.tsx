import {
  type BudgetLineKind,
  budgetCodeLabel,
  COLLECTION_CATEGORIES,
  type CollectionLineView,
  EXPENSE_CATEGORIES,
  type ExpenseLineView,
  PAYMENT_METHODS,
  updateCollectionRequestSchema,
  updateExpenseRequestSchema,
} from '@seerat/contracts';
import { Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useErrorToast } from '../../../components/ui/error-toast';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { describeFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateBudgetLine } from '../api/update-budget-line';
import { type LinePlanValues, linePlanRequest, linePlanValues } from '../line-plan-form-values';

type LineEditProps = {
  budgetId: number;
  kind: BudgetLineKind;
  line: CollectionLineView | ExpenseLineView;
  /** The line as its row names it, for the button's and the dialog's names. */
  name: string;
};

/** Edit, from a planned line's row: every field of its plan in a dialog. */
export function LineEditDialog(props: LineEditProps) {
  const [open, setOpen] = useState(false);
  const noun = props.kind === 'collection' ? 'Collection' : 'Expense';
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Edit ${noun}`}
      description={props.name}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Edit ${props.name}`}>
          <Pencil className="size-4" />
        </Button>
      }
    >
      <LineEditForm {...props} onDone={() => setOpen(false)} />
    </Dialog>
  );
}

const options = (codes: readonly string[]) =>
  codes.map((code) => ({ value: code, label: budgetCodeLabel(code) }));

function LineEditForm({ budgetId, kind, line, onDone }: LineEditProps & { onDone: () => void }) {
  const [values, setValues] = useState<LinePlanValues>(() => linePlanValues(kind, line));
  const update = useUpdateBudgetLine();
  const { errors, formRef, refuse, clear } = useFieldErrors({ failure: update.error });
  const { refused, failed } = useErrorToast();
  const { toast } = useToast();
  const schema = kind === 'collection' ? updateCollectionRequestSchema : updateExpenseRequestSchema;
  const field = (name: string) => ({
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { request, errors: found } = linePlanRequest(kind, values);
    if (refuse(found)) return refused(describeFieldErrors(found));
    update.mutate(
      { budgetId, kind, lineId: line.lineId, patch: request },
      {
        onSuccess: () => {
          toast({ title: kind === 'collection' ? 'Collection updated' : 'Expense updated' });
          onDone();
        },
        onError: failed('Failed to update line'),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      <SelectField
        label="Category"
        required
        options={options(kind === 'collection' ? COLLECTION_CATEGORIES : EXPENSE_CATEGORIES)}
        {...field('category')}
      />
      <SchemaTextField schema={schema} name="description" label="Description" {...field('description')} />
      {kind === 'collection' ? (
        <>
          <TextField
            label="Estimated amount (PKR)"
            required
            inputMode="decimal"
            {...field('estimatedAmount')}
          />
          <SelectField
            label="Payment method"
            placeholder="Not decided"
            options={options(PAYMENT_METHODS)}
            {...field('paymentMethod')}
          />
        </>
      ) : (
        <>
          <TextField label="Quantity" required inputMode="numeric" {...field('quantity')} />
          <TextField label="Unit price (PKR)" required inputMode="decimal" {...field('unitPrice')} />
          <SchemaTextField
            schema={updateExpenseRequestSchema}
            name="vendor"
            label="Vendor"
            {...field('vendor')}
          />
        </>
      )}
      <SchemaTextField schema={schema} name="notes" label="Notes" {...field('notes')} />
      <Button type="submit" className="sm:justify-self-end" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Line'}
      </Button>
    </form>
  );
}
