import type { AuditedEntityPath } from '@seerat/contracts';
import type { ReactNode } from 'react';
import { ChangeHistorySlotProvider } from '../../components/history/change-history-slot';
import {
  AsOfBanner,
  EntityAsOfCard,
  ViewAsOfControl,
  ViewAsOfLink,
} from '../../features/audit/components/as-of-view';
import { ChangeHistoryPanel } from '../../features/audit/components/change-history-panel';

/** The Admin Panel's records that can be seen as of a moment, each with its past card's title. */
const ADMIN_AS_OF = {
  users: 'User as of this moment',
  'custom-roles': 'Custom role as of this moment',
} as const;
export type AdminAsOfEntity = keyof typeof ADMIN_AS_OF;

type ViewAsOf = (entity: AdminAsOfEntity, entityId: number, at: string) => void;

const isAdminAsOf = (entity: AuditedEntityPath): entity is AdminAsOfEntity => entity in ADMIN_AS_OF;

/**
 * The edit dialogs' Change History, in the Admin Panel, with the way to the record as it stood at
 * a moment: each row's "View as of then" and a "View as of" below. The dialogs live in their
 * features; the moment is the page's, in its address, so it is given here around them.
 */
export function AdminHistorySlot({ onView, children }: { onView: ViewAsOf; children: ReactNode }) {
  return (
    <ChangeHistorySlotProvider
      render={(entity, entityId) => {
        if (!isAdminAsOf(entity)) return <ChangeHistoryPanel entity={entity} entityId={entityId} bare />;
        const view = (at: string) => onView(entity, entityId, at);
        return (
          <>
            <ChangeHistoryPanel
              entity={entity}
              entityId={entityId}
              bare
              rowAction={(entry) => <ViewAsOfLink at={entry.createdAt} onView={view} />}
            />
            <div className="mt-3 rounded-lg border border-slate-200 px-4 py-3">
              <ViewAsOfControl onView={view} />
            </div>
          </>
        );
      }}
    >
      {children}
    </ChangeHistorySlotProvider>
  );
}

/** A user or custom role as it stood at `at`, in place of its tab's list until "Back to now". */
export function AdminAsOfView({
  entity,
  entityId,
  at,
  onView,
  onBackToNow,
}: {
  entity: AdminAsOfEntity;
  entityId: number;
  at: string;
  onView: ViewAsOf;
  onBackToNow: () => void;
}) {
  const view = (next: string) => onView(entity, entityId, next);
  return (
    <div className="grid min-w-0 gap-4">
      <AsOfBanner at={at} onBackToNow={onBackToNow} />
      <ViewAsOfControl onView={view} />
      <EntityAsOfCard key={at} entity={entity} entityId={entityId} at={at} title={ADMIN_AS_OF[entity]} />
      <ChangeHistoryPanel
        entity={entity}
        entityId={entityId}
        rowAction={(entry) => <ViewAsOfLink at={entry.createdAt} onView={view} />}
      />
    </div>
  );
}
