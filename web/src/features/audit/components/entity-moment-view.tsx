import { AUDITED_ENTITY_NAMES, type AuditedEntityPath } from '@seerat/contracts';
import { type ReactNode, useState } from 'react';
import { useAsOfAddress } from '../../../components/history/as-of-address';
import type { RenderPast } from '../../../components/history/entity-details-slot';
import { useMayViewPast } from '../audit-access';
import { AsOfBanner, EntityPast, ViewAsOfControl, ViewAsOfLink } from './as-of-view';
import { ChangeHistoryPanel } from './change-history-panel';

/**
 * A detail screen's details, then "View as of" and the Change History, whose rows each open the
 * entity as it stood right after that change. At a past moment the banner and that moment's facts
 * stand in for the details (and their actions): drawn by the screen's own components where it gives
 * `past`, else as the fields' list. The moment is the route's `?asOf=` where the route
 * keeps one for this screen, otherwise the screen's own until it closes.
 */
export function EntityMomentView({
  entity,
  entityId,
  live,
  past,
}: {
  entity: AuditedEntityPath;
  entityId: number;
  live: ReactNode;
  past?: RenderPast;
}) {
  const address = useAsOfAddress();
  const [ownMoment, setOwnMoment] = useState<string | undefined>();
  const mayViewPast = useMayViewPast(entity);
  if (!mayViewPast)
    return (
      <>
        {live}
        <ChangeHistoryPanel entity={entity} entityId={entityId} bare />
      </>
    );
  const asOf = address ? address.asOf : ownMoment;
  const onAsOf = address ? address.onAsOf : setOwnMoment;
  // The same three places in both views, so the history stays open when a row's link is followed.
  return (
    <>
      {asOf ? (
        <div className="grid min-w-0 gap-4">
          <AsOfBanner at={asOf} onBackToNow={() => onAsOf(undefined)} />
          <EntityPast
            key={asOf}
            entity={entity}
            entityId={entityId}
            at={asOf}
            title={`${AUDITED_ENTITY_NAMES[entity]} as of this moment`}
            past={past}
          />
        </div>
      ) : (
        live
      )}
      <div className="mt-5">
        <ViewAsOfControl onView={onAsOf} />
      </div>
      <ChangeHistoryPanel
        entity={entity}
        entityId={entityId}
        bare
        rowAction={(entry) => <ViewAsOfLink at={entry.createdAt} onView={onAsOf} />}
      />
    </>
  );
}
