import { History } from 'lucide-react';
import { useEffect } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast-provider';
import { type AuditedEntity, useAuditHistory } from '../api/get-audit-history';
import {
  AuditActionBadge,
  AuditChange,
  auditUsername,
  formatAuditDate,
  orNotAvailable,
} from './audit-entry-parts';

type ChangeHistoryPanelProps = { entity: AuditedEntity; entityId: number; title?: string };

/** The change history of one zone or city, as a list that scrolls within its card. */
export function ChangeHistoryPanel({ entity, entityId, title = 'Change History' }: ChangeHistoryPanelProps) {
  const history = useAuditHistory(entity, entityId);
  const { toast } = useToast();

  useEffect(() => {
    if (history.isError) toast({ title: `Failed to fetch ${entity} audit history`, variant: 'destructive' });
  }, [history.isError, entity, toast]);

  return (
    <Card>
      <CardHeader title={title} icon={<History className="size-5 text-brand-700" />} />
      <CardContent>
        {history.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner className="size-6" />
          </div>
        ) : history.isError ? (
          <p role="alert" className="py-8 text-center text-sm text-red-700">
            Failed to load change history
          </p>
        ) : history.data.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500">No change history available</p>
        ) : (
          <ol
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls on its own must be reachable by keyboard
            tabIndex={0}
            className="h-96 space-y-3 overflow-y-auto pr-1"
          >
            {history.data.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <AuditActionBadge action={entry.action} />
                  <span className="font-medium text-slate-800">{orNotAvailable(entry.fieldName)}</span>
                  <span className="ml-auto text-xs text-slate-500">{formatAuditDate(entry)}</span>
                </div>
                <div className="mt-2">
                  <AuditChange entry={entry} />
                </div>
                <p className="mt-2 text-xs text-slate-500">
                  By <span className="font-medium text-slate-700">{auditUsername(entry)}</span>
                  {' · '}Reason: {orNotAvailable(entry.changeReason)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
