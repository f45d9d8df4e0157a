import { type BudgetTotals, formatPkr } from '@seerat/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** The totals the server computed, and the estimated-vs-actual chart (rupees on the axis). */
export function BudgetTotalsPanel({ totals }: { totals: BudgetTotals }) {
  const rows = [
    ['Estimated collections', totals.totalEstimatedCollections],
    ['Estimated expenses', totals.totalEstimatedExpenses],
    ['Net estimated profit', totals.netEstimatedProfit],
    ['Actual collections', totals.totalActualCollections],
    ['Actual expenses', totals.totalActualExpenses],
    ['Net actual profit', totals.netActualProfit],
  ] as const;
  const chart = [
    {
      name: 'Collections',
      Estimated: totals.totalEstimatedCollections / 100,
      Actual: totals.totalActualCollections / 100,
    },
    {
      name: 'Expenses',
      Estimated: totals.totalEstimatedExpenses / 100,
      Actual: totals.totalActualExpenses / 100,
    },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Budget totals">
        {rows.map(([label, amount]) => (
          <div key={label} className="rounded-md border border-slate-200 p-3">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className={`text-base font-semibold ${amount < 0 ? 'text-red-700' : 'text-slate-900'}`}>
              {formatPkr(amount)}
            </dd>
          </div>
        ))}
      </dl>
      <figure className="h-56 min-w-0" aria-label="Estimated vs actual">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={chart}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            <YAxis width={70} />
            <Tooltip formatter={(value) => formatPkr(Math.round(Number(value) * 100))} />
            <Legend />
            <Bar dataKey="Estimated" fill="#94a3b8" />
            <Bar dataKey="Actual" fill="#0f766e" />
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
