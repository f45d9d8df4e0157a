import {
  SEERAT_MODEL_CHECK_STATUS_LABELS,
  type SeeratModelCheckStatus,
  type SeeratModelCheckView,
} from '@seerat/contracts';
import { ClipboardCheck, Pencil, Plus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { formatCalendarDate } from '../../../lib/dates';
import { useSeeratModelChecks } from '../api/get-seerat-model-checks';
import { SeeratModelCheckDialog } from './seerat-model-check-dialog';

const STATUS_TONES = { pending: 'warning', passed: 'success', failed: 'danger' } as const satisfies Record<
  SeeratModelCheckStatus,
  string
>;

/**
 * The city's Seerat model checks (spec section 3, `seerat_model_checks`), in the Seerat Model
 * card: each with its status, the day it was last checked and its notes as written, line breaks
 * kept. The city's writers add and edit them; their changes are in the city's Audit History.
 */
export function CitySeeratModelChecks({ cityId, canWrite }: { cityId: number; canWrite: boolean }) {
  const checks = useSeeratModelChecks(cityId);
  return (
    <section aria-labelledby={`seerat-model-checks-${cityId}`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={`seerat-model-checks-${cityId}`}
          className="flex items-center gap-2 text-sm font-semibold text-slate-900"
        >
          <ClipboardCheck aria-hidden="true" className="size-4 text-brand-700" />
          Seerat Model Checks
        </h3>
        {canWrite && (
          <SeeratModelCheckDialog
            cityId={cityId}
            check={null}
            trigger={
              <Button variant="outline" size="sm">
                <Plus aria-hidden="true" className="size-4" />
                Add Check
              </Button>
            }
          />
        )}
      </div>
      {checks.isPending ? (
        <BlockLoading />
      ) : checks.isError ? (
        <BlockError
          title="Failed to fetch Seerat model checks"
          error={checks.error}
          onRetry={() => checks.refetch()}
        />
      ) : checks.data.length === 0 ? (
        <EmptyState>No Seerat model checks recorded yet.</EmptyState>
      ) : (
        <ul className="grid gap-2">
          {checks.data.map((check) => (
            <CheckItem key={check.id} cityId={cityId} check={check} canWrite={canWrite} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CheckItem({
  cityId,
  check,
  canWrite,
}: {
  cityId: number;
  check: SeeratModelCheckView;
  canWrite: boolean;
}) {
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 px-3 py-2.5">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="min-w-0 text-sm font-medium break-words text-slate-800">{check.checkName}</span>
          <Badge tone={STATUS_TONES[check.checkStatus]}>
            {SEERAT_MODEL_CHECK_STATUS_LABELS[check.checkStatus]}
          </Badge>
        </div>
        {canWrite && (
          <SeeratModelCheckDialog
            cityId={cityId}
            check={check}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Edit ${check.checkName}`}>
                <Pencil aria-hidden="true" className="size-4" />
              </Button>
            }
          />
        )}
      </div>
      <p className="text-xs text-slate-500">
        {check.lastCheckedDate
          ? `Last checked ${formatCalendarDate(check.lastCheckedDate)}`
          : 'Not checked yet'}{' '}
        · by {check.checkedBy}
      </p>
      {check.notes && <p className="text-sm break-words whitespace-pre-wrap text-slate-600">{check.notes}</p>}
    </li>
  );
}
