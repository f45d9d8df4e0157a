import type { GatheringListItem } from '@seerat/contracts';
import { CalendarDays, Eye, MapPin, Pencil, UserRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/dates';
import { dateRange, isSubmitted, shownStatus } from '../gathering-display';
import { PARTICIPANT_FIELDS } from '../gathering-form-values';
import { GatheringBadges } from './gathering-badges';

type GatheringCardProps = {
  event: GatheringListItem;
  onView: () => void;
  /** Absent when the user may not edit it. */
  onEdit: (() => void) | undefined;
  /** Absent unless the event is pending and the user may review it. */
  onReview: (() => void) | undefined;
};

/** One event in Event Management's grid (spec section 2.1). */
export function GatheringCard({ event, onView, onEdit, onReview }: GatheringCardProps) {
  const status = shownStatus(event.status);
  return (
    <Card className="flex h-full flex-col gap-3 p-4" aria-label={event.title}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{event.title}</h3>
          <p className="line-clamp-2 text-sm whitespace-pre-wrap text-slate-500">{event.purpose}</p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={`View ${event.title}`} onClick={onView}>
            <Eye aria-hidden="true" className="size-4" />
          </Button>
          {onEdit && (
            <Button variant="ghost" size="icon" aria-label={`Edit ${event.title}`} onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
      </div>
      <GatheringBadges event={event} />
      <ul className="grid gap-1 text-sm text-slate-600">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          {dateRange(event)}
        </li>
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          {event.location ?? 'Location TBD'} · {event.cityName}
        </li>
        <li className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          {event.organizerName ?? 'TBD'}
        </li>
      </ul>
      <dl className="grid grid-cols-5 gap-1 rounded-lg bg-slate-50 p-2 text-center text-xs">
        {PARTICIPANT_FIELDS.map(({ name, label }) => (
          <div key={name}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900">{event[name]}</dd>
          </div>
        ))}
        <div>
          <dt className="text-slate-500">Expected</dt>
          <dd className="font-semibold text-slate-900">{event.expectedParticipants}</dd>
        </div>
      </dl>
      {isSubmitted(event) && event.submittedAt && (
        <p className="text-xs text-slate-500">Submitted {formatDate(event.submittedAt)}</p>
      )}
      {event.approvalComments && status === 'rejected' && (
        <div className="rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-800">
          <p className="font-medium">Rejected</p>
          <p className="whitespace-pre-wrap">{event.approvalComments}</p>
          <p className="mt-1 text-xs">This event needs revision before resubmission.</p>
        </div>
      )}
      {event.approvalComments && status === 'draft' && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900">
          <p className="font-medium">Changes Requested</p>
          <p className="whitespace-pre-wrap">{event.approvalComments}</p>
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        {onReview && (
          <Button size="sm" onClick={onReview}>
            Review
          </Button>
        )}
        {status === 'draft' && onEdit && (
          <Button size="sm" variant="outline" onClick={onEdit}>
            Continue Editing
          </Button>
        )}
        {(status === 'approved' || status === 'in_progress' || status === 'completed') && (
          <Button size="sm" variant="outline" onClick={onView}>
            View Details
          </Button>
        )}
      </div>
    </Card>
  );
}
