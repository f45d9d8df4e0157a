import {
  approveGatheringRequestSchema,
  CHANGES_FEEDBACK_REQUIRED,
  type Gathering,
  REJECTION_REASON_REQUIRED,
} from '@seerat/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { type ReviewDecision, useReviewGathering } from '../api/review-gathering';
import { dateRange } from '../gathering-display';
import { GatheringBadges } from './gathering-badges';

const OUTCOMES: Record<ReviewDecision, { success: string; failure: string }> = {
  approve: { success: 'Event approved', failure: 'Failed to approve event' },
  reject: { success: 'Event rejected', failure: 'Failed to reject event' },
  'request-changes': { success: 'Changes requested', failure: 'Failed to request changes' },
};

/** The event approval screen (spec section 2.4): a summary, Comments/Feedback, and the decisions. */
export function GatheringApprovalDialog({ event, onClose }: { event: Gathering; onClose: () => void }) {
  const [comment, setComment] = useState('');
  const review = useReviewGathering();
  const { toast } = useToast();

  const decide = (decision: ReviewDecision) => {
    const blank = comment.trim() === '';
    if (decision === 'reject' && blank) {
      toast({ title: 'Error', description: REJECTION_REASON_REQUIRED, variant: 'destructive' });
      return;
    }
    if (decision === 'request-changes' && blank) {
      toast({ title: 'Error', description: CHANGES_FEEDBACK_REQUIRED, variant: 'destructive' });
      return;
    }
    review.mutate(
      { id: event.id, decision, comment },
      {
        onSuccess: () => {
          toast({ title: OUTCOMES[decision].success });
          onClose();
        },
        onError: () =>
          toast({ title: 'Error', description: OUTCOMES[decision].failure, variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => next || onClose()} title="Review Event" size="lg">
      <div className="grid gap-4">
        <div className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">{event.title}</p>
          <p className="whitespace-pre-wrap text-slate-600">{event.purpose}</p>
          <p className="text-slate-600">
            {dateRange(event)} · {event.location ?? 'Location TBD'} · {event.cityName}
          </p>
          <p className="text-slate-600">
            Expected {event.expectedParticipants} · submitted by {event.submittedBy ?? 'N/A'}
          </p>
          <GatheringBadges event={event} />
        </div>
        {/* Approve, reject and request changes all send it as approvalComments. */}
        <SchemaTextField
          schema={approveGatheringRequestSchema}
          name="approvalComments"
          label="Comments/Feedback"
          rows={4}
          value={comment}
          onChange={setComment}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="outline" disabled={review.isPending} onClick={() => decide('request-changes')}>
            Request Changes
          </Button>
          <Button variant="destructive" disabled={review.isPending} onClick={() => decide('reject')}>
            Reject
          </Button>
          <Button disabled={review.isPending} onClick={() => decide('approve')}>
            Approve
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
