import { BUDGET_STATUS_LABELS, type BudgetStatus } from '@seerat/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<BudgetStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  reviewed: 'info',
  approved: 'success',
  released: 'brand',
  actuals_submitted: 'warning',
  closed: 'neutral',
  rejected: 'danger',
  changes_requested: 'warning',
};

export function BudgetStatusBadge({ status }: { status: BudgetStatus }) {
  return <Badge tone={TONES[status]}>{BUDGET_STATUS_LABELS[status]}</Badge>;
}
