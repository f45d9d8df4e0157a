import { useBudgetCounts } from '../api/get-budget-counts';

/** The sidebar's number of budgets waiting for the signed-in user; nothing when none. */
export function WaitingBudgetsBadge() {
  const { data } = useBudgetCounts();
  if (!data || data.waiting === 0) return null;
  return (
    <span
      className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800"
      title={`${data.waiting} budgets waiting for you`}
    >
      <span className="sr-only">, waiting for you: </span>
      {data.waiting}
    </span>
  );
}
