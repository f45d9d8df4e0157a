import type { CityStatus } from '@seerat/contracts';
import { CircleCheck, CircleHelp, CircleX, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../ui/badge';

/** A city's status with its icon and colour: active a check, inactive a cross, pending an hourglass. */
export function CityStatusBadge({ status }: { status: CityStatus }) {
  const { icon, tone } = statusLook(status);
  return (
    <Badge tone={tone} className="capitalize">
      {icon}
      {status}
    </Badge>
  );
}

function statusLook(status: CityStatus): { icon: ReactNode; tone: BadgeTone } {
  switch (status) {
    case 'active':
      return { icon: <CircleCheck aria-hidden="true" className="size-3.5" />, tone: 'success' };
    case 'inactive':
      return { icon: <CircleX aria-hidden="true" className="size-3.5" />, tone: 'danger' };
    case 'pending':
      return { icon: <Hourglass aria-hidden="true" className="size-3.5" />, tone: 'warning' };
    case 'suspended':
      return { icon: <CircleHelp aria-hidden="true" className="size-3.5" />, tone: 'neutral' };
  }
}
