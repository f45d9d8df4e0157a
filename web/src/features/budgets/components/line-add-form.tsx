import {
  addCollectionRequestSchema,
  addExpenseRequestSchema,
  type BudgetLineKind,
  budgetCodeLabel,
  COLLECTION_CATEGORIES,
  EXPENSE_CATEGORIES,
} from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useErrorToast } from '../../../components/ui/error-toast';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { describeFieldErrors } from '../../../lib/server-field-errors';
import { useAddBudgetLine } from '../api/add-budget-line';
import { type LinePlanValues, linePlanRequest } from '../line-plan-form-values';

const emptyLine = (kind: BudgetLineKind): LinePlanValues =>
  kind === 'collection'
    ? { category: COLLECTION_CATEGORIES[0], description: '', estimatedAmount: '' }
    : { category: EXPENSE_CATEGORIES[0], description: '', quantity: '1', unitPrice: '' };

/** Adds a planned line under its kind's list: each box labelled, what is wrong shown at its box. */
export function LineAddForm({ budgetId, kind }: { budgetId: number; kind: BudgetLineKind }) {
  const [values, setValues] = useState<LinePlanValues>(() => emptyLine(kind));
  const add = useAddBudgetLine();
  const { errors, formRef, refuse, clear } = useFieldErrors({ failure: add.error });
  const { refused, failed } = useErrorToast();
  const { toast } = useToast();
  const noun = kind === 'collection' ? 'collection' : 'expense';
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
    add.mutate(
      { budgetId, kind, line: request },
      {
        onSuccess: () => {
          setValues((current) => ({ ...emptyLine(kind), category: current.category ?? '' }));
          toast({ title: kind === 'collection' ? 'Collection added' : 'Expense added' });
        },
        onError: failed('Failed to add line'),
      },
    );
  };
  const categories = kind === 'collection' ? COLLECTION_CATEGORIES : EXPENSE_CATEGORIES;
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={`Add ${noun}`}
      className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-[10rem_1fr_6rem_10rem_auto] sm:items-end"
    >
      <SelectField
        label="Category"
        required
        options={categories.map((code) => ({ value: code, label: budgetCodeLabel(code) }))}
        {...field('category')}
      />
      <SchemaTextField
        schema={kind === 'collection' ? addCollectionRequestSchema : addExpenseRequestSchema}
        name="description"
        label="Description"
        {...field('description')}
      />
      {kind === 'expense' ? (
        <TextField label="Quantity" required inputMode="numeric" {...field('quantity')} />
      ) : (
        <span className="hidden sm:block" />
      )}
      <TextField
        label={kind === 'collection' ? 'Estimated amount (PKR)' : 'Unit price (PKR)'}
        required
        placeholder="0.00"
        inputMode="decimal"
        {...field(kind === 'collection' ? 'estimatedAmount' : 'unitPrice')}
      />
      <Button type="submit" disabled={add.isPending}>
        Add {noun}
      </Button>
    </form>
  );
}
