import {
  ACTUALS_STATUS,
  type BudgetLineKind,
  type BudgetWithLines,
  budgetCodeLabel,
  COLLECTION_CATEGORIES,
  type CollectionLineView,
  EDITABLE_BUDGET_STATUSES,
  EXPENSE_CATEGORIES,
  type ExpenseLineView,
  formatPkr,
  parsePkr,
} from '@seerat/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast-provider';
import { serverMessageOr } from '../../../lib/api-client';
import { useAddBudgetLine } from '../api/add-budget-line';
import { LineActualsForm } from './line-actuals-form';
import { LineEditDialog } from './line-edit-dialog';
import { AMOUNT_REFUSED } from './line-plan-form';
import { LineRemoveButton } from './line-remove-button';

/** Both kinds of lines: the table, a form to add one while editable, actuals once released. */
export function BudgetLines({
  budget,
  canDraft,
}: {
  budget: Pick<BudgetWithLines, 'id' | 'status' | 'collections' | 'expenses'>;
  canDraft: boolean;
}) {
  const editable = canDraft && EDITABLE_BUDGET_STATUSES.includes(budget.status);
  const actualsOpen = canDraft && budget.status === ACTUALS_STATUS;
  const table = { budgetId: budget.id, editable, actualsOpen };
  return (
    <div className="space-y-6">
      <section aria-label="Collections" className="space-y-2">
        <h3 className="font-semibold">Collections</h3>
        <LineTable
          {...table}
          kind="collection"
          rows={budget.collections.map((line) => ({
            line,
            name: lineName(line),
            estimated: line.estimatedAmount,
            actual: line.actualAmount,
          }))}
        />
        {editable && <AddLineForm budgetId={budget.id} kind="collection" />}
      </section>
      <section aria-label="Expenses" className="space-y-2">
        <h3 className="font-semibold">Expenses</h3>
        <LineTable
          {...table}
          kind="expense"
          rows={budget.expenses.map((line) => ({
            line,
            name: `${lineName(line)} (${line.quantity} × ${formatPkr(line.unitPrice)})`,
            estimated: line.estimatedTotal,
            actual: line.actualTotal,
          }))}
        />
        {editable && <AddLineForm budgetId={budget.id} kind="expense" />}
      </section>
    </div>
  );
}

/** "Food: Lunch boxes", as a row and its buttons name the line. */
const lineName = (line: { category: string; description: string | null }) =>
  `${budgetCodeLabel(line.category)}${line.description ? `: ${line.description}` : ''}`;

interface LineRow {
  line: CollectionLineView | ExpenseLineView;
  name: string;
  estimated: number;
  actual: number | null;
}

type LineTableProps = {
  rows: LineRow[];
  budgetId: number;
  kind: BudgetLineKind;
  editable: boolean;
  actualsOpen: boolean;
};

function LineTable({ rows, kind, budgetId, editable, actualsOpen }: LineTableProps) {
  if (rows.length === 0) return <p className="text-sm text-slate-500">No lines yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
      {rows.map(({ line, name, estimated, actual }) => (
        <li key={line.lineId} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <span className="min-w-0 break-words">{name}</span>
          <span className="flex flex-wrap items-center gap-3">
            <span>Estimated {formatPkr(estimated)}</span>
            <span>Actual {actual === null ? '—' : formatPkr(actual)}</span>
            {line.receiptUrl && (
              <a className="text-brand-700 underline" href={line.receiptUrl}>
                Receipt
              </a>
            )}
            {editable && (
              <span className="flex">
                <LineEditDialog budgetId={budgetId} kind={kind} line={line} name={name} />
                <LineRemoveButton budgetId={budgetId} kind={kind} lineId={line.lineId} name={name} />
              </span>
            )}
          </span>
          {actualsOpen && (
            <LineActualsForm budgetId={budgetId} kind={kind} lineId={line.lineId} name={name} />
          )}
        </li>
      ))}
    </ul>
  );
}

function AddLineForm({ budgetId, kind }: { budgetId: number; kind: BudgetLineKind }) {
  const categories = kind === 'collection' ? COLLECTION_CATEGORIES : EXPENSE_CATEGORIES;
  const [category, setCategory] = useState<string>(categories[0]);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [quantity, setQuantity] = useState('1');
  const add = useAddBudgetLine();
  const { toast } = useToast();
  const submit = () => {
    const paisa = parsePkr(amount);
    const count = Number(quantity);
    if (paisa === null || (kind === 'expense' && (!Number.isInteger(count) || count < 1))) {
      toast({ title: 'Error', description: AMOUNT_REFUSED, variant: 'destructive' });
      return;
    }
    const line =
      kind === 'collection'
        ? { category, description, estimatedAmount: paisa }
        : { category, description, quantity: count, unitPrice: paisa };
    add.mutate(
      { budgetId, kind, line },
      {
        onSuccess: () => {
          setDescription('');
          setAmount('');
          toast({ title: kind === 'collection' ? 'Collection added' : 'Expense added' });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessageOr(error, 'Failed to add line'),
            variant: 'destructive',
          }),
      },
    );
  };
  const noun = kind === 'collection' ? 'collection' : 'expense';
  return (
    <fieldset className="grid gap-2 sm:grid-cols-[10rem_1fr_6rem_10rem_auto]" aria-label={`Add ${noun}`}>
      <Select
        aria-label={`New ${noun} category`}
        value={category}
        onChange={(event) => setCategory(event.target.value)}
      >
        {categories.map((code) => (
          <option key={code} value={code}>
            {budgetCodeLabel(code)}
          </option>
        ))}
      </Select>
      <Input
        aria-label={`New ${noun} description`}
        placeholder="Description"
        maxLength={200}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      {kind === 'expense' ? (
        <Input
          aria-label="New expense quantity"
          inputMode="numeric"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
      ) : (
        <span className="hidden sm:block" />
      )}
      <Input
        aria-label={kind === 'collection' ? 'New collection amount (PKR)' : 'New expense unit price (PKR)'}
        placeholder="PKR 0.00"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Button onClick={submit} disabled={add.isPending}>
        Add {noun}
      </Button>
    </fieldset>
  );
}
