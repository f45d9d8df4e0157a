import { type ActionItem, isOverdue, type MeetingStatus } from '@seerat/contracts';
import type { BadgeTone } from '../../components/ui/badge';

/** The action-item task preview of a meeting card: 50 characters with an ellipsis (spec section 9). */
export function taskPreview(task: string, max = 50): string {
  return task.length > max ? `${task.slice(0, max)}...` : task;
}

/** A meeting card shows its first 3 action items, then "+N more". */
export const ITEMS_ON_CARD = 3;

export function itemProgress(items: ActionItem[]): { done: number; total: number; percent: number } {
  const done = items.filter((item) => item.status === 'completed').length;
  return {
    done,
    total: items.length,
    percent: items.length === 0 ? 0 : Math.round((100 * done) / items.length),
  };
}

/** Today's day in UTC, as the server compares days. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function itemIsOverdue(item: ActionItem): boolean {
  return isOverdue(item, today());
}

export const MEETING_STATUS_TONES: Record<MeetingStatus, BadgeTone> = {
  scheduled: 'info',
  ongoing: 'brand',
  completed: 'success',
  cancelled: 'danger',
  postponed: 'warning',
};
