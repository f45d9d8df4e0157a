import {
  KARGUZARI_TRANSITIONS,
  type KarguzariReport,
  type ReviewDecision,
  reviewKarguzariRequestSchema,
} from '@seerat/contracts';
import { useState } from 'react';
import { AsOfBlock } from '../../../components/history/as-of-block';
import { EntityDetailsSlot } from '../../../components/history/entity-details-slot';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DisabledReason } from '../../../components/ui/disabled-reason';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { formatCalendarDate, formatDate } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/queries/get-current-user';
import { labelOf } from '../../../lib/value-label';
import { useKarguzariAsOf } from '../api/get-karguzari-as-of';
import { useReviewKarguzari } from '../api/review-karguzari';
import { useSubmitKarguzari } from '../api/submit-karguzari';
import { useKarguzariAccess } from '../karguzari-access';
import { REPORT_STATUS_TONES, statusLabel } from '../report-display';
import { ReportReviews } from './report-reviews';

type ReportDetailsDialogProps = { report: KarguzariReport | null; onClose: () => void };

/** Karguzari Report Details: every section of the version, its review, and the review actions. */
export function ReportDetailsDialog({ report, onClose }: ReportDetailsDialogProps) {
  return (
    <Dialog
      open={report !== null}
      onOpenChange={(next) => next || onClose()}
      title="Karguzari Report Details"
      size="lg"
    >
      {report && (
        <EntityDetailsSlot
          entity="karguzari"
          entityId={report.id}
          past={(at) => <ReportAsOfDetail reportId={report.id} at={at} />}
        >
          <ReportDetails report={report} onDone={onClose} />
        </EntityDetailsSlot>
      )}
    </Dialog>
  );
}

const SECTIONS = [
  ['Activities', 'activities'],
  ['Achievements', 'achievements'],
  ['Challenges', 'challenges'],
  ['Attendance Summary', 'attendance'],
  ['Financial Summary', 'financialSummary'],
  ['Upcoming Plans', 'upcomingPlans'],
  ['Additional Notes', 'additionalNotes'],
] as const;

/**
 * The report as it stood at `at`: the version newest then with the review steps made by then,
 * drawn by the details' own parts, without actions (the past is not reviewed).
 */
function ReportAsOfDetail({ reportId, at }: { reportId: number; at: string }) {
  const past = useKarguzariAsOf(reportId, at);
  return (
    <section aria-label="Karguzari report as of this moment" className="grid min-w-0 gap-4">
      <AsOfBlock query={past}>{(report) => <ReportDetails report={report} />}</AsOfBlock>
    </section>
  );
}

/** The version's facts, and its actions where `onDone` is given (the present, not the past). */
function ReportDetails({ report, onDone }: { report: KarguzariReport; onDone?: () => void }) {
  return (
    <div className="grid gap-4 text-sm">
      <div>
        <h3 className="text-base font-semibold text-slate-900">{report.title}</h3>
        <div className="mt-1 flex flex-wrap gap-1.5">
          <Badge tone={REPORT_STATUS_TONES[report.status]}>{statusLabel(report.status)}</Badge>
          <Badge>{labelOf(report.reportType)}</Badge>
          <Badge tone="brand">Version {report.version}</Badge>
          {report.isLatest && <Badge tone="success">Latest</Badge>}
        </div>
        <p className="mt-2 text-slate-500">
          {report.cityName} · {formatCalendarDate(report.reportDate)} · submitted by {report.submittedBy} on{' '}
          {formatDate(report.submissionDate)}
        </p>
        {report.editReason && (
          <p className="mt-1 whitespace-pre-wrap text-slate-600">Edit reason: {report.editReason}</p>
        )}
      </div>
      {SECTIONS.map(([title, field]) => (
        <section key={field}>
          <h4 className="font-medium text-slate-900">{title}</h4>
          <p className="mt-1 whitespace-pre-wrap text-slate-700">{report[field] ?? 'None listed'}</p>
        </section>
      ))}
      <ReportReviews reviews={report.reviews} />
      {report.isLatest && onDone && <ReportActions report={report} onDone={onDone} />}
    </div>
  );
}

/** What Send Back waits for, said beside it while it is disabled: the writer needs to know what to change. */
export const SEND_BACK_WAITS_FOR = 'Write Review Comments to send the report back';

/** Submit for the report's writers; review for its reviewers (never the report's own authors). */
function ReportActions({ report, onDone }: { report: KarguzariReport; onDone: () => void }) {
  const { data: user } = useCurrentUser();
  const access = useKarguzariAccess();
  const [comments, setComments] = useState('');
  const review = useReviewKarguzari();
  const submit = useSubmitKarguzari();
  const { toast } = useToast();
  if (!user) return null;
  const mayWrite = access.canWrite(report);
  const decisions = KARGUZARI_TRANSITIONS[report.status].filter(
    (status): status is ReviewDecision => status !== 'submitted',
  );
  const mayReview = access.canReview(report) && decisions.length > 0;
  const mayResubmit = mayWrite && KARGUZARI_TRANSITIONS[report.status].includes('submitted');
  const onError = (error: unknown) =>
    toast({ title: 'Error', description: describeError(error), variant: 'destructive' });
  const decide = (decision: ReviewDecision) =>
    review.mutate(
      { reportId: report.id, decision, reviewComments: comments },
      {
        onSuccess: () => {
          toast({ title: 'Review saved' });
          onDone();
        },
        onError,
      },
    );
  return (
    <div className="grid gap-3 border-t border-slate-100 pt-3">
      {mayResubmit && (
        <Button
          className="w-fit"
          disabled={submit.isPending}
          onClick={() =>
            submit.mutate(report.id, {
              onSuccess: () => {
                toast({ title: 'Karguzari submitted successfully' });
                onDone();
              },
              onError: () => toast({ title: 'Failed to submit karguzari', variant: 'destructive' }),
            })
          }
        >
          Submit for Review
        </Button>
      )}
      {mayReview && (
        <>
          <SchemaTextField
            schema={reviewKarguzariRequestSchema}
            name="reviewComments"
            label="Review Comments"
            value={comments}
            onChange={setComments}
          />
          <div className="flex flex-wrap gap-2">
            {decisions.includes('reviewed') && (
              <Button variant="outline" disabled={review.isPending} onClick={() => decide('reviewed')}>
                Mark Reviewed
              </Button>
            )}
            <Button disabled={review.isPending} onClick={() => decide('approved')}>
              Approve
            </Button>
            <DisabledReason reason={comments.trim() === '' ? SEND_BACK_WAITS_FOR : null}>
              {(why) => (
                <Button
                  variant="destructive"
                  {...why}
                  disabled={why.disabled || review.isPending}
                  onClick={() => decide('rejected')}
                >
                  Send Back
                </Button>
              )}
            </DisabledReason>
          </div>
        </>
      )}
    </div>
  );
}
