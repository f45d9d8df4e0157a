import { QueryBlock } from '../../../components/ui/query-states';
import { useGatheringHistory } from '../api/get-gathering-history';
import { formatDateTime, words } from '../gathering-display';

/** Every step of the event's approval workflow, oldest first. */
export function GatheringApprovalHistory({ eventId }: { eventId: number }) {
  const history = useGatheringHistory(eventId);
  return (
    <section aria-labelledby="approval-history-heading" className="grid gap-2">
      <h3 id="approval-history-heading" className="text-sm font-semibold text-slate-900">
        Approval History
      </h3>
      <QueryBlock query={history} errorTitle="Failed to fetch events" loadingLabel="Loading approval history">
        {(steps) => (
          <ol className="grid gap-2 text-sm">
            {steps.map((step) => (
              <li key={step.id} className="rounded-lg border border-slate-200 p-2">
                <p className="font-medium text-slate-800">
                  {words(step.action)}
                  {step.fromStatus && (
                    <span className="font-normal text-slate-500">
                      {' '}
                      · {words(step.fromStatus)} → {words(step.toStatus)}
                    </span>
                  )}
                </p>
                <p className="text-xs text-slate-500">
                  {step.username} · {formatDateTime(step.occurredAt)}
                </p>
                {step.comment && <p className="mt-1 whitespace-pre-wrap text-slate-700">{step.comment}</p>}
              </li>
            ))}
          </ol>
        )}
      </QueryBlock>
    </section>
  );
}
