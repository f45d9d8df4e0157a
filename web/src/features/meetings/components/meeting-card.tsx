import type { ActionItem, Meeting } from '@seerat/contracts';
import { Calendar, Clock, Eye, MapPin, Pencil, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { formatCalendarDate, formatClockTime } from '../../../lib/dates';
import { labelOf } from '../../../lib/value-label';
import { ITEMS_ON_CARD, itemProgress, MEETING_STATUS_TONES } from '../meeting-display';
import { ActionItemRow } from './action-item-row';

type MeetingCardProps = {
  meeting: Meeting;
  onView: () => void;
  /** Given only to those who may change the meeting: its edit form, and each shown item's. */
  onEdit?: (() => void) | undefined;
  onEditItem?: ((item: ActionItem) => void) | undefined;
};

/** A meeting in a list: its facts and the progress of its action items (the first 3, then +N more). */
export function MeetingCard({ meeting, onView, onEdit, onEditItem }: MeetingCardProps) {
  const progress = itemProgress(meeting.actionItems);
  const hidden = meeting.actionItems.length - ITEMS_ON_CARD;
  return (
    <Card className="flex h-full flex-col gap-3 p-4" aria-label={meeting.title}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{meeting.title}</h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge tone={MEETING_STATUS_TONES[meeting.status]}>{labelOf(meeting.status)}</Badge>
            <Badge>{labelOf(meeting.meetingType)}</Badge>
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={`View ${meeting.title}`} onClick={onView}>
            <Eye className="size-4" />
          </Button>
          {onEdit && (
            <Button variant="ghost" size="icon" aria-label={`Edit ${meeting.title}`} onClick={onEdit}>
              <Pencil className="size-4" />
            </Button>
          )}
        </div>
      </div>
      <dl className="grid gap-1 text-sm text-slate-600">
        <Fact
          icon={<Calendar className="size-4" />}
          label="Date"
          value={formatCalendarDate(meeting.meetingDate)}
        />
        {meeting.startTime && (
          <Fact
            icon={<Clock className="size-4" />}
            label="Start"
            value={formatClockTime(meeting.startTime)}
          />
        )}
        <Fact
          icon={<MapPin className="size-4" />}
          label="Where"
          value={[meeting.cityName ?? meeting.zoneName, meeting.location].filter(Boolean).join(' · ')}
        />
        <Fact icon={<Users className="size-4" />} label="Attendees" value={String(meeting.attendees)} />
      </dl>
      {meeting.description && (
        <p className="line-clamp-2 text-sm whitespace-pre-wrap text-slate-600">{meeting.description}</p>
      )}
      {progress.total > 0 && (
        <div className="mt-auto grid gap-2 border-t border-slate-100 pt-3">
          <div className="flex items-center justify-between text-xs text-slate-500">
            <span>Action items</span>
            <span>
              {progress.done}/{progress.total} completed
            </span>
          </div>
          <Progress value={progress.percent} aria-label="Action item progress" />
          <ul className="grid gap-1">
            {meeting.actionItems.slice(0, ITEMS_ON_CARD).map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-1">
                <ActionItemRow item={item} preview />
                {onEditItem && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7 shrink-0"
                    aria-label={`Edit ${item.task}`}
                    onClick={() => onEditItem(item)}
                  >
                    <Pencil className="size-3.5" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {hidden > 0 && <p className="text-xs text-slate-500">+{hidden} more</p>}
        </div>
      )}
    </Card>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="text-slate-400">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="truncate">{value}</dd>
    </div>
  );
}
