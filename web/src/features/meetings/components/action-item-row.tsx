import type { ActionItem } from '@seerat/contracts';
import { AlertTriangle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { formatCalendarDate } from '../../../lib/dates';
import { labelOf } from '../../../lib/value-label';
import { itemIsOverdue, taskPreview } from '../meeting-display';

/** One action item: its task (shortened on cards), owner, due day, status and priority; overdue ones stand out. */
export function ActionItemRow({ item, preview = false }: { item: ActionItem; preview?: boolean }) {
  const overdue = itemIsOverdue(item);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className={item.status === 'completed' ? 'text-slate-500 line-through' : 'text-slate-800'}>
        {preview ? taskPreview(item.task) : item.task}
      </span>
      {item.assignedTo && <span className="text-xs text-slate-500">· {item.assignedTo}</span>}
      {item.dueDate && (
        <span className={overdue ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-500'}>
          · due {formatCalendarDate(item.dueDate)}
        </span>
      )}
      {overdue && (
        <Badge tone="danger">
          <AlertTriangle aria-hidden="true" className="size-3" />
          Overdue
        </Badge>
      )}
      <Badge tone={item.status === 'completed' ? 'success' : 'neutral'}>{labelOf(item.status)}</Badge>
      {!preview && (
        <Badge tone={item.priority === 'urgent' || item.priority === 'high' ? 'warning' : 'neutral'}>
          {labelOf(item.priority)}
        </Badge>
      )}
    </div>
  );
}
