import { AUDITED_ENTITY_NAMES, type AuditEntry } from '@seerat/contracts';
import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { PagedBlock } from '../../../components/ui/paged-block';
import { useToast } from '../../../components/ui/toast-provider';
import { type AuditedEntity, useAuditHistory } from '../api/get-audit-history';
import { AuditTable } from './audit-table';

type ChangeHistoryPanelProps = {
  entity: AuditedEntity;
  entityId: number;
  title?: string;
  /** Without its own card: a disclosure inside a dialog or a card that is one already. */
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
  if (bare)
    return (
      <ChangeHistoryDisclosure entity={entity} entityId={entityId} title={title} rowAction={rowAction} />
    );
  const body = <ChangeHistory entity={entity} entityId={entityId} rowAction={rowAction} />;
  return (
    <Card className="min-w-0">
      <CardHeader title={title} icon={<History className="size-5 text-brand-700" />} />
      <CardContent className="min-w-0">{body}</CardContent>
    </Card>
  );
}

/**
 * Inside a dialog the history is one click away: fetched and shown when opened, so a dialog opens
 * as fast as before and reads as its details first.
 */
function ChangeHistoryDisclosure({
  entity,
  entityId,
  title,
  rowAction,
}: {
  entity: AuditedEntity;
  entityId: number;
  title: string;
  rowAction?: (entry: AuditEntry) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="mt-5 min-w-0 rounded-lg border border-slate-200"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
        <History aria-hidden="true" className="size-4 text-brand-700" />
        {title}
      </summary>
      {open && (
        <section aria-label={title} className="min-w-0 border-t border-slate-100 p-3">
          <ChangeHistory entity={entity} entityId={entityId} rowAction={rowAction} />
        </section>
      )}
    </details>
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
  const singular = AUDITED_ENTITY_NAMES[entity].toLowerCase();

  useEffect(() => {
    if (history.isError)
      toast({ title: `Failed to fetch ${singular} audit history`, variant: 'destructive' });
  }, [history.isError, singular, toast]);

  return (
    <PagedBlock query={history} errorTitle="Failed to load change history">
      {(entries) => (
        <AuditTable entity={entity} entries={entries} emptyText={emptyText} rowAction={rowAction} />
      )}
    </PagedBlock>
  );
}
