import type { Gathering } from '@seerat/contracts';
import { Badge } from '../../../components/ui/badge';
import { approvalBadge, statusBadge, words } from '../gathering-display';

/** The event's type and status badges, and its approval badge where the status does not say it. */
export function GatheringBadges({
  event,
}: {
  event: Pick<Gathering, 'eventType' | 'approvalStatus' | 'status'>;
}) {
  const approval = approvalBadge(event.approvalStatus, event.status);
  const status = statusBadge(event.status);
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge tone="brand">{words(event.eventType)}</Badge>
      {approval && <Badge tone={approval.tone}>{approval.label}</Badge>}
      <Badge tone={status.tone}>{status.label}</Badge>
    </div>
  );
}
