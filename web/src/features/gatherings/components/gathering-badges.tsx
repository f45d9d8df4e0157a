import type { Gathering } from '@seerat/contracts';
import { Badge } from '../../../components/ui/badge';
import { approvalBadge, statusBadge, words } from '../gathering-display';

/** The event's type, approval and status badges. */
export function GatheringBadges({
  event,
}: {
  event: Pick<Gathering, 'eventType' | 'approvalStatus' | 'status'>;
}) {
  const approval = approvalBadge(event.approvalStatus);
  const status = statusBadge(event.status);
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge tone="brand">{words(event.eventType)}</Badge>
      <Badge tone={approval.tone}>{approval.label}</Badge>
      <Badge tone={status.tone}>{status.label}</Badge>
    </div>
  );
}
