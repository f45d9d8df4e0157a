import {
  type ApprovalStatus,
  GATHERING_STATUSES,
  type Gathering,
  type GatheringStatus,
  type GatheringTab,
} from '@seerat/contracts';
import type { BadgeTone } from '../../components/ui/badge';
import { formatDate } from '../../lib/dates';

/** The tabs of Event Management with their labels, in order. */
export const TAB_LABELS: Record<GatheringTab, string> = {
  all: 'All',
  pending: 'Pending Approval',
  approved: 'Approved',
  rejected: 'Rejected',
  completed: 'Completed',
  drafts: 'Drafts',
};

/** An unknown status displays as draft (spec section 2.1). */
export function shownStatus(status: string): GatheringStatus {
  return (GATHERING_STATUSES as readonly string[]).includes(status) ? (status as GatheringStatus) : 'draft';
}

const STATUS_TONES: Record<GatheringStatus, BadgeTone> = {
  draft: 'neutral',
  pending_approval: 'warning',
  approved: 'success',
  rejected: 'danger',
  in_progress: 'info',
  completed: 'brand',
  cancelled: 'neutral',
};
const APPROVAL_TONES: Record<ApprovalStatus, BadgeTone> = {
  draft: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export function statusBadge(status: string): { label: string; tone: BadgeTone } {
  const shown = shownStatus(status);
  return { label: words(shown), tone: STATUS_TONES[shown] };
}

/** The approval each status already says: a badge repeating it beside the status's is noise. */
const APPROVAL_SAID_BY: Partial<Record<GatheringStatus, ApprovalStatus>> = {
  draft: 'draft',
  pending_approval: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  in_progress: 'approved',
  completed: 'approved',
};

/** The approval badge, or null where the status badge already says it ("Approved" twice over). */
export function approvalBadge(
  approvalStatus: string,
  status: string,
): { label: string; tone: BadgeTone } | null {
  const shown = approvalStatus in APPROVAL_TONES ? (approvalStatus as ApprovalStatus) : 'draft';
  if (APPROVAL_SAID_BY[shownStatus(status)] === shown) return null;
  return { label: `Approval: ${words(shown)}`, tone: APPROVAL_TONES[shown] };
}

/**
 * Whether the event waits for, or went through, the review its submission asked for. A draft
 * (never submitted, or sent back for changes) is not "Submitted", whatever it once was.
 */
export function isSubmitted(event: Pick<Gathering, 'status' | 'submittedAt'>): boolean {
  return event.submittedAt !== null && shownStatus(event.status) !== 'draft';
}

/** Hours from start to end as they are (10:00–12:30 is `2.5 hours`), not the rounded-up `durationHours`. */
export function durationText(event: Pick<Gathering, 'startDateTime' | 'endDateTime'>): string {
  const hours = (Date.parse(event.endDateTime) - Date.parse(event.startDateTime)) / 3_600_000;
  const shown = Math.round(Math.max(0, hours) * 100) / 100;
  return `${shown.toLocaleString('en-US')} ${shown === 1 ? 'hour' : 'hours'}`;
}

/** `pending_approval` → `Pending Approval`, `workshop` → `Workshop`. */
export function words(value: string): string {
  return value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** The event's date, or its range when it spans more than one day. */
export function dateRange(event: Pick<Gathering, 'startDateTime' | 'endDateTime'>): string {
  const start = new Date(event.startDateTime);
  const end = new Date(event.endDateTime);
  if (start.toDateString() === end.toDateString()) return `${dateTime.format(start)} – ${time.format(end)}`;
  return `${formatDate(event.startDateTime)} – ${formatDate(event.endDateTime)}`;
}

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const DAY_MS = 86_400_000;

/** `today`, `tomorrow`, `in 5 days`, `2 days ago`, from a day's distance to `now`. */
export function relativeDate(iso: string, now = new Date()): string {
  const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOfDay(new Date(iso)) - startOfDay(now)) / DAY_MS);
  return relative.format(days, 'day');
}

/** The events a tab's empty state speaks of: `No pending approval events at the moment`. */
export function emptyTabText(tab: GatheringTab): string {
  return `No ${TAB_LABELS[tab].toLowerCase()} events at the moment`;
}

/** Whether the event has ended (its participant fields become Actual). */
export function hasEnded(event: Pick<Gathering, 'endDateTime'>, now = new Date()): boolean {
  return Date.parse(event.endDateTime) <= now.getTime();
}

/** Whether the event has started and not yet ended: the only event the ticker calls live. */
export function isUnderWay(
  event: Pick<Gathering, 'startDateTime' | 'endDateTime'>,
  now = new Date(),
): boolean {
  return Date.parse(event.startDateTime) <= now.getTime() && !hasEnded(event, now);
}
