import {
  ACTUALS_STATUS,
  type BudgetLineKind,
  type BudgetWithLines,
  budgetCodeLabel,
  type CollectionLineView,
  EDITABLE_BUDGET_STATUSES,
  type ExpenseLineView,
  formatPkr,
} from '@seerat/contracts';
import { LineActualsForm } from './line-actuals-form';
import { LineAddForm } from './line-add-form';
import { LineEditDialog } from './line-edit-dialog';
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
        {editable && <LineAddForm budgetId={budget.id} kind="collection" />}
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
        {editable && <LineAddForm budgetId={budget.id} kind="expense" />}
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
