import type { BudgetWithLines } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { budgetExportUrl } from '../api/export-budgets';
import { useBudgetAccess } from '../budget-access';
import { BudgetActions } from './budget-actions';
import { BudgetHistory } from './budget-history';
import { BudgetLines } from './budget-lines';
import { BudgetStatusBadge } from './budget-status-badge';
import { BudgetTotalsPanel } from './budget-totals';
import { ExportCsvLink } from './export-csv-link';

/** One budget: its event, totals and chart, lines, the viewer's workflow buttons, the history. */
export function BudgetPage({ budget }: { budget: BudgetWithLines }) {
  const { canDraft } = useBudgetAccess(budget);
  return (
    <div className="space-y-4">
      <BudgetDetails
        budget={budget}
        canDraft={canDraft}
        exportLink={<ExportCsvLink href={budgetExportUrl(budget.id)} />}
      />
      {budget.actions.length > 0 && (
        <Card>
          <CardHeader title="Actions" />
          <CardContent>
            <BudgetActions budget={budget} />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader title="Approval History" />
        <CardContent>
          <BudgetHistory budgetId={budget.id} />
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The budget's own cards, its event, totals and lines, for the present and for a moment of the past
 * (read only: no line is drafted, nothing exported, as `canDraft` false and no `exportLink` say).
 */
export function BudgetDetails({
  budget,
  canDraft,
  exportLink,
}: {
  budget: BudgetWithLines;
  canDraft: boolean;
  exportLink?: ReactNode;
}) {
  return (
    <>
      <Card>
        <CardHeader
          title={
            <span className="flex flex-wrap items-center gap-2">
              <span>{budget.budgetNumber}</span>
              <BudgetStatusBadge status={budget.status} />
            </span>
          }
          actions={
            <span className="flex flex-wrap items-center gap-3">
              <Link
                className="text-sm text-brand-700 underline"
                to="/events"
                search={{ view: budget.eventId }}
              >
                Open event
              </Link>
              {exportLink}
            </span>
          }
        />
        <CardContent className="space-y-2">
          <h2 className="text-lg font-semibold break-words">{budget.title}</h2>
          <p className="text-sm text-slate-600">
            {budget.eventTitle} ·{' '}
            {new Date(`${budget.eventDate}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC' })} ·{' '}
            {budget.cityName}, {budget.zoneName}
          </p>
          {budget.description && <p className="text-sm whitespace-pre-wrap">{budget.description}</p>}
          {budget.rejectionReason && budget.status === 'rejected' && (
            <p className="text-sm text-red-700">Rejected: {budget.rejectionReason}</p>
          )}
          {budget.feedback && budget.status === 'changes_requested' && (
            <p className="text-sm text-amber-700">Changes requested: {budget.feedback}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Totals" />
        <CardContent>
          <BudgetTotalsPanel totals={budget} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Lines" />
        <CardContent>
          <BudgetLines budget={budget} canDraft={canDraft} />
        </CardContent>
      </Card>
    </>
  );
}
