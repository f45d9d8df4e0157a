import type { AuditedEntityPath } from '@seerat/contracts';
import type { ReactNode } from 'react';
import { ChangeHistorySlotProvider } from '../../../components/history/change-history-slot';
import type { RenderPast } from '../../../components/history/entity-details-slot';
import { AsOfBanner, EntityPast, ViewAsOfControl, ViewAsOfLink } from './as-of-view';
import { ChangeHistoryPanel } from './change-history-panel';

/** Shows an entity as it stood at a moment; the route puts both in its address. */
export type ViewEntityAsOf<Entity extends AuditedEntityPath> = (
  entity: Entity,
  entityId: number,
  at: string,
) => void;

/**
 * An entity's Change History with the ways to its past: each row's "View as of then" and a
 * "View as of" control below. `bare` is the disclosure a dialog or a tab holds.
 */
export function AsOfHistory<Entity extends AuditedEntityPath>({
  entity,
  entityId,
  onView,
  bare = false,
  title,
}: {
  entity: Entity;
  entityId: number;
  onView: ViewEntityAsOf<Entity>;
  bare?: boolean;
  title?: string;
}) {
  const view = (at: string) => onView(entity, entityId, at);
  return (
    <>
      <ChangeHistoryPanel
        entity={entity}
        entityId={entityId}
        bare={bare}
        title={title}
        rowAction={(entry) => <ViewAsOfLink at={entry.createdAt} onView={view} />}
      />
      <div className="mt-3 rounded-lg border border-slate-200 px-4 py-3">
        <ViewAsOfControl onView={view} />
      </div>
    </>
  );
}

/**
 * The Change History slot of a route whose entities can be seen as of a moment: those named in
 * `titles` with the ways to their past, every other with its plain history.
 */
export function AsOfHistorySlot<Entity extends AuditedEntityPath>({
  titles,
  onView,
  children,
}: {
  titles: Record<Entity, string>;
  onView: ViewEntityAsOf<Entity>;
  children: ReactNode;
}) {
  const viewable = (entity: AuditedEntityPath): entity is Entity => entity in titles;
  return (
    <ChangeHistorySlotProvider
      render={(entity, entityId) =>
        viewable(entity) ? (
          <AsOfHistory entity={entity} entityId={entityId} onView={onView} bare />
        ) : (
          <ChangeHistoryPanel entity={entity} entityId={entityId} bare />
        )
      }
    >
      {children}
    </ChangeHistorySlotProvider>
  );
}

/**
 * An entity as it stood at `at`, with the banner back to now and its history to move in time: drawn
 * by the screen's own components where it gives `past`, else as the fields' list under `title`.
 */
export function EntityAsOfView<Entity extends AuditedEntityPath>({
  entity,
  entityId,
  at,
  title,
  past,
  onView,
  onBackToNow,
}: {
  entity: Entity;
  entityId: number;
  at: string;
  title: string;
  past?: RenderPast;
  onView: ViewEntityAsOf<Entity>;
  onBackToNow: () => void;
}) {
  const view = (next: string) => onView(entity, entityId, next);
  return (
    <div className="grid min-w-0 gap-4">
      <AsOfBanner at={at} onBackToNow={onBackToNow} />
      <ViewAsOfControl onView={view} />
      <EntityPast key={at} entity={entity} entityId={entityId} at={at} title={title} past={past} />
      <ChangeHistoryPanel
        entity={entity}
        entityId={entityId}
        rowAction={(entry) => <ViewAsOfLink at={entry.createdAt} onView={view} />}
      />
    </div>
  );
}
