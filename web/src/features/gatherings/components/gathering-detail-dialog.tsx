import type { Gathering } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AsOfBlock } from '../../../components/history/as-of-block';
import { EntityDetailsSlot } from '../../../components/history/entity-details-slot';
import { EventBudgetSlot } from '../../../components/slots/event-budget-slot';
import { Button, buttonClassNames } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/dates';
import { useGatheringAsOf } from '../api/get-gathering-as-of';
import { durationText, formatDateTime, hasEnded, isSubmitted, words } from '../gathering-display';
import { PARTICIPANT_FIELDS } from '../gathering-form-values';
import { GatheringApprovalHistory } from './gathering-approval-history';
import { GatheringBadges } from './gathering-badges';

type GatheringDetailDialogProps = {
  event: Gathering;
  onClose: () => void;
  onEdit: (() => void) | undefined;
  onReview: (() => void) | undefined;
  /** Cancel Event (events write, not yet ended) and Reopen (review, approved): absent when not offered. */
  onCloseAction?: { cancel?: () => void; reopen?: () => void };
};

/**
 * The event detail view (spec section 2.3), with its approval history, its change history and the
 * event as of a past moment.
 */
export function GatheringDetailDialog({
  event,
  onClose,
  onEdit,
  onReview,
  onCloseAction,
}: GatheringDetailDialogProps) {
  return (
    <Dialog open onOpenChange={(next) => next || onClose()} title={event.title} size="xl">
      <EntityDetailsSlot
        entity="events"
        entityId={event.id}
        past={(at) => <GatheringAsOfDetail eventId={event.id} at={at} />}
      >
        <div className="grid gap-5">
          <GatheringFacts event={event} />
          <GatheringApprovalHistory eventId={event.id} />
          <EventBudgetSlot eventId={event.id} />
          <div className="flex flex-wrap justify-end gap-2">
            <Link
              className={buttonClassNames({ variant: 'outline' })}
              to="/budgets"
              search={{ eventId: event.id }}
            >
              Budget
            </Link>
            {onEdit && (
              <Button variant="outline" onClick={onEdit}>
                Edit Event
              </Button>
            )}
            {onCloseAction?.cancel && (
              <Button variant="outline" onClick={onCloseAction.cancel}>
                Cancel Event
              </Button>
            )}
            {onCloseAction?.reopen && (
              <Button variant="outline" onClick={onCloseAction.reopen}>
                Reopen
              </Button>
            )}
            {onReview && <Button onClick={onReview}>Review &amp; Approve</Button>}
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      </EntityDetailsSlot>
    </Dialog>
  );
}

/**
 * The event as it stood at `at`, drawn by the detail view's own parts: no actions (the past is not
 * edited), and not its approval history or budget, which would show them as they are now.
 */
function GatheringAsOfDetail({ eventId, at }: { eventId: number; at: string }) {
  const past = useGatheringAsOf(eventId, at);
  return (
    <section aria-label="Event as of this moment" className="grid min-w-0 gap-5">
      <AsOfBlock query={past}>
        {(event) => (
          <>
            <h3 className="text-base font-semibold text-slate-900">{event.title}</h3>
            <GatheringFacts event={event} at={new Date(at)} />
          </>
        )}
      </AsOfBlock>
    </section>
  );
}

/**
 * What the detail view says of the event: its badges, information, schedule, participants (the
 * actual ones once it has ended by `at`), attachments, outcome and approval.
 */
function GatheringFacts({ event, at = new Date() }: { event: Gathering; at?: Date }) {
  const actual = event.approvalStatus === 'approved' && hasEnded(event, at);
  return (
    <>
      <GatheringBadges event={event} />
      <Part title="Event Information">
        <Item label="Purpose">{event.purpose}</Item>
        <Item label="Type">{words(event.eventType)}</Item>
        <Item label="Organizer">{event.organizerName ?? 'TBD'}</Item>
        <Item label="Location">{event.location ?? 'Location TBD'}</Item>
        <Item label="City">{event.cityName}</Item>
        <Item label="Zone">{event.zoneName}</Item>
      </Part>
      <Part title="Schedule">
        <Item label="Start">{formatDateTime(event.startDateTime)}</Item>
        <Item label="End">{formatDateTime(event.endDateTime)}</Item>
        <Item label="Duration">{durationText(event)}</Item>
      </Part>
      <Part title="Participant Details">
        {PARTICIPANT_FIELDS.map(({ name, label }) => (
          <Item key={name} label={actual ? `Actual ${label}` : label}>
            {event[name]}
          </Item>
        ))}
        <Item label="Expected">{event.expectedParticipants}</Item>
        {actual && <Item label="Achievement">{`${event.achievementPercentage}%`}</Item>}
      </Part>
      {event.proposalAttachments && (
        <Part title="Attachments">
          {event.proposalAttachments
            .split('\n')
            .filter((line) => line.trim())
            .map((link) => (
              <a
                key={link}
                href={link.trim()}
                target="_blank"
                rel="noreferrer noopener"
                className="truncate text-brand-700 hover:underline sm:col-span-2"
              >
                {link.trim()}
              </a>
            ))}
        </Part>
      )}
      {(event.executionNotes || event.achievements || event.challenges) && (
        <Part title="Outcome">
          <Item label="Execution Notes">{event.executionNotes ?? 'N/A'}</Item>
          <Item label="Achievements">{event.achievements ?? 'N/A'}</Item>
          <Item label="Challenges">{event.challenges ?? 'N/A'}</Item>
        </Part>
      )}
      <Part title="Approval">
        <Item label="Approval Status">{words(event.approvalStatus)}</Item>
        {isSubmitted(event) && event.submittedAt && (
          <Item label="Submitted">{`${formatDate(event.submittedAt)} by ${event.submittedBy ?? 'N/A'}`}</Item>
        )}
        {event.approvedAt && (
          <Item label="Approved">{`${formatDate(event.approvedAt)} by ${event.approvedBy}`}</Item>
        )}
        {event.approvalComments && <Item label="Feedback">{event.approvalComments}</Item>}
        {event.cancelReason && <Item label="Cancelled">{event.cancelReason}</Item>}
      </Part>
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words whitespace-pre-wrap text-slate-800">{children}</dd>
    </div>
  );
}
