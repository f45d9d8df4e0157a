import type { AuditEntry } from '@seerat/contracts';
import { History } from 'lucide-react';
import { useEffect } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { useToast } from '../../../components/ui/toast-provider';
import { type AuditedEntity, useAuditHistory } from '../api/get-audit-history';
import { AuditTable } from './audit-table';

type ChangeHistoryPanelProps = {
  entity: AuditedEntity;
  entityId: number;
  title?: string;
  /** Without its own card: inside a dialog or a tab that is one already. */
  bare?: boolean;
  rowAction?: (entry: AuditEntry) => React.ReactNode;
};

/** The change history of one entity, as the Change History panel every detail screen shows. */
export function ChangeHistoryPanel({
  entity,
  entityId,
  title = 'Change History',
  bare = false,
  rowAction,
}: ChangeHistoryPanelProps) {
  const body = <ChangeHistory entity={entity} entityId={entityId} rowAction={rowAction} />;
  if (bare) {
    return (
      <section aria-label={title} className="mt-5 grid min-w-0 gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {body}
      </section>
    );
  }
  return (
    <Card className="min-w-0">
      <CardHeader title={title} icon={<History className="size-5 text-brand-700" />} />
      <CardContent className="min-w-0">{body}</CardContent>
    </Card>
  );
}

/** The history's table with its loading, error and empty states, for a card or tab of the route's. */
export function ChangeHistory({
  entity,
  entityId,
  emptyText = 'No change history available',
  rowAction,
}: {
  entity: AuditedEntity;
  entityId: number;
  emptyText?: string;
  rowAction?: (entry: AuditEntry) => React.ReactNode;
}) {
  const history = useAuditHistory(entity, entityId);
  const { toast } = useToast();
  const singular = entity.replace(/ies$/, 'y').replace(/s$/, '');

  useEffect(() => {
    if (history.isError)
      toast({ title: `Failed to fetch ${singular} audit history`, variant: 'destructive' });
  }, [history.isError, singular, toast]);

  if (history.isPending) return <BlockLoading />;
  if (history.isError) {
    return (
      <BlockError
        title="Failed to load change history"
        error={history.error}
        onRetry={() => history.refetch()}
      />
    );
  }
  return <AuditTable entity={entity} entries={history.data} emptyText={emptyText} rowAction={rowAction} />;
}
