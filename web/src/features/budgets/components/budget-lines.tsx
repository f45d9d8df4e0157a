import {
  ACTUALS_STATUS,
  type BudgetLineKind,
  type BudgetWithLines,
  budgetCodeLabel,
  COLLECTION_CATEGORIES,
  EDITABLE_BUDGET_STATUSES,
  EXPENSE_CATEGORIES,
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
import { useRecordBudgetActuals } from '../api/record-budget-actuals';
import { ReceiptUpload } from './receipt-upload';

const AMOUNT_REFUSED = 'Enter an amount in PKR of 0 or more, with at most two decimals (no minus sign)';

/** Both kinds of lines: the table, a form to add one while editable, actuals once released. */
export function BudgetLines({ budget, canDraft }: { budget: BudgetWithLines; canDraft: boolean }) {
  const editable = canDraft && EDITABLE_BUDGET_STATUSES.includes(budget.status);
  const actualsOpen = canDraft && budget.status === ACTUALS_STATUS;
  return (
    <div className="space-y-6">
      <section aria-label="Collections" className="space-y-2">
        <h3 className="font-semibold">Collections</h3>
        <LineTable
          rows={budget.collections.map((line) => ({
            lineId: line.lineId,
            label: `${budgetCodeLabel(line.category)}${line.description ? `: ${line.description}` : ''}`,
            estimated: line.estimatedAmount,
            actual: line.actualAmount,
            receiptUrl: line.receiptUrl,
          }))}
          budgetId={budget.id}
          kind="collection"
          actualsOpen={actualsOpen}
        />
        {editable && <AddLineForm budgetId={budget.id} kind="collection" />}
      </section>
      <section aria-label="Expenses" className="space-y-2">
        <h3 className="font-semibold">Expenses</h3>
        <LineTable
          rows={budget.expenses.map((line) => ({
            lineId: line.lineId,
            label: `${budgetCodeLabel(line.category)}${line.description ? `: ${line.description}` : ''} (${line.quantity} × ${formatPkr(line.unitPrice)})`,
            estimated: line.estimatedTotal,
            actual: line.actualTotal,
            receiptUrl: line.receiptUrl,
          }))}
          budgetId={budget.id}
          kind="expense"
          actualsOpen={actualsOpen}
        />
        {editable && <AddLineForm budgetId={budget.id} kind="expense" />}
      </section>
    </div>
  );
}

interface LineRow {
  lineId: number;
  label: string;
  estimated: number;
  actual: number | null;
  receiptUrl: string | null;
}

function LineTable(props: { rows: LineRow[]; budgetId: number; kind: BudgetLineKind; actualsOpen: boolean }) {
  if (props.rows.length === 0) return <p className="text-sm text-slate-500">No lines yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
      {props.rows.map((row) => (
        <li key={row.lineId} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <span className="min-w-0 break-words">{row.label}</span>
          <span className="flex flex-wrap items-center gap-3">
            <span>Estimated {formatPkr(row.estimated)}</span>
            <span>Actual {row.actual === null ? '—' : formatPkr(row.actual)}</span>
            {row.receiptUrl && (
              <a className="text-brand-700 underline" href={row.receiptUrl}>
                Receipt
              </a>
            )}
          </span>
          {props.actualsOpen && (
            <ActualsForm budgetId={props.budgetId} kind={props.kind} lineId={row.lineId} />
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

function ActualsForm(props: { budgetId: number; kind: BudgetLineKind; lineId: number }) {
  const [amount, setAmount] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [receiptUrl, setReceiptUrl] = useState<string | null>(null);
  const record = useRecordBudgetActuals();
  const { toast } = useToast();
  const submit = () => {
    const paisa = parsePkr(amount);
    const count = Number(quantity);
    if (paisa === null || !Number.isInteger(count) || count < 1) {
      toast({ title: 'Error', description: AMOUNT_REFUSED, variant: 'destructive' });
      return;
    }
    const actuals =
      props.kind === 'collection'
        ? { actualAmount: paisa, receiptUrl }
        : { actualQuantity: count, actualUnitPrice: paisa, receiptUrl };
    record.mutate(
      { ...props, actuals },
      {
        onSuccess: () => toast({ title: 'Actuals saved' }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessageOr(error, 'Failed to save actuals'),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <fieldset
      className="flex w-full flex-wrap items-center gap-2"
      aria-label={`Actuals of line ${props.lineId}`}
    >
      {props.kind === 'expense' && (
        <Input
          className="w-20"
          aria-label={`Actual quantity of line ${props.lineId}`}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
      )}
      <Input
        className="w-36"
        aria-label={`Actual amount of line ${props.lineId} (PKR)`}
        placeholder="PKR 0.00"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <ReceiptUpload lineId={props.lineId} onUploaded={setReceiptUrl} />
      <Button size="sm" onClick={submit} disabled={record.isPending}>
        Save actuals
      </Button>
    </fieldset>
  );
}
