import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedBlock } from '../../../components/ui/paged-block';
import { formatCalendarDate, formatDate } from '../../../lib/dates';
import { labelOf } from '../../../lib/value-label';
import { useCityKarguzari } from '../api/get-city-karguzari';
import { useKarguzariVersion } from '../api/get-karguzari-versions';
import { REPORT_STATUS_TONES, statusLabel } from '../report-display';
import { ReportDetailsDialog } from './report-details-dialog';
import { WholeReport } from './whole-report';

/** A version the tab names: its report and its number. */
type VersionRef = { id: number; version: number };

/**
 * The city's Karguzari Reports tab: every version of every report, newest first, each with its
 * version, the latest flag, submitter, edit reason, review comments and reviewer (the reason and
 * comments in one line each), and a View dialog that reads the version whole.
 */
export function CityKarguzariTab({ cityId }: { cityId: number }) {
  const query = useCityKarguzari(cityId);
  const [viewed, setViewed] = useState<VersionRef | null>(null);
  return (
    <>
      <PagedBlock query={query} errorTitle="Failed to fetch karguzari" loadingLabel="Loading reports">
        {(reports) =>
          reports.length === 0 ? (
            <EmptyState>No karguzari reports found for this city</EmptyState>
          ) : (
            <ol className="grid max-h-[400px] gap-3 overflow-y-auto pr-1">
              {reports.map((report) => (
                <li
                  key={`${report.id}-${report.version}`}
                  aria-label={`${report.title} version ${report.version}`}
                  className="grid min-w-0 gap-1 rounded-lg border border-slate-200 p-3 text-sm break-words"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{report.title}</span>
                    <Badge tone="brand">Version {report.version}</Badge>
                    {report.isLatest && <Badge tone="success">Latest</Badge>}
                    <Badge tone={REPORT_STATUS_TONES[report.status]}>{statusLabel(report.status)}</Badge>
                    <Badge>{labelOf(report.reportType)}</Badge>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="ml-auto"
                      aria-label={`View ${report.title} version ${report.version}`}
                      onClick={() => setViewed({ id: report.id, version: report.version })}
                    >
                      <Eye className="size-4" />
                      View
                    </Button>
                  </div>
                  <p className="text-slate-600">
                    {formatCalendarDate(report.reportDate)} · Submitted by {report.submittedBy} on{' '}
                    {formatDate(report.submissionDate)}
                  </p>
                  {report.editReason && (
                    <p className="whitespace-pre-wrap text-slate-600">Edit reason: {report.editReason}</p>
                  )}
                  {report.reviewedBy && <p className="text-slate-600">Reviewed by: {report.reviewedBy}</p>}
                  {/* Each review step's own comment, oldest first: a later step erases none. */}
                  {report.reviews.map(
                    (review) =>
                      review.comments && (
                        <p key={review.reviewedAt} className="whitespace-pre-wrap text-slate-600">
                          Review comments: {review.comments}
                        </p>
                      ),
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </PagedBlock>
      {viewed && <ViewedVersion version={viewed} onClose={() => setViewed(null)} />}
    </>
  );
}

function ViewedVersion({ version, onClose }: { version: VersionRef; onClose: () => void }) {
  return (
    <WholeReport
      query={useKarguzariVersion(version.id, version.version)}
      title="Karguzari Report Details"
      onClose={onClose}
    >
      {(report) => <ReportDetailsDialog report={report} onClose={onClose} />}
    </WholeReport>
  );
}
