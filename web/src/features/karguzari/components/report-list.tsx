import type { KarguzariListItem } from '@seerat/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedBlock } from '../../../components/ui/paged-block';
import type { OpenedItem } from '../../../lib/opened-item';
import type { PagedQuery } from '../../../lib/paged-query';
import { useKarguzariReport } from '../api/get-karguzari-report';
import { useKarguzariAccess } from '../karguzari-access';
import { ReportCard } from './report-card';
import { ReportDetailsDialog } from './report-details-dialog';
import { ReportFormDialog } from './report-form-dialog';
import { WholeReport } from './whole-report';

type ReportListProps = {
  query: PagedQuery<KarguzariListItem>;
  emptyText: string;
  /** The report open, where the route keeps it; otherwise the list keeps its own. */
  opened?: OpenedItem;
};

/**
 * Report cards in a grid, each with its view dialog and, for those who may, its edit form. The
 * lists hold each report's newest version, so a report's id names its card; View and Edit read
 * that version whole by the id.
 */
export function ReportList({ query, emptyText, opened }: ReportListProps) {
  const [ownViewed, setOwnViewed] = useState<number | null>(null);
  const viewed = opened ? (opened.id ?? null) : ownViewed;
  const setViewed = (id: number | null) => (opened ? opened.onOpen(id ?? undefined) : setOwnViewed(id));
  const [edited, setEdited] = useState<number | null>(null);
  const access = useKarguzariAccess();
  return (
    <>
      <PagedBlock query={query} errorTitle="Failed to fetch karguzari" loadingLabel="Loading reports">
        {(reports) =>
          reports.length === 0 ? (
            <EmptyState>{emptyText}</EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {reports.map((report) => (
                <li key={`${report.id}-${report.version}`} className="min-w-0">
                  <ReportCard
                    report={report}
                    onView={() => setViewed(report.id)}
                    onEdit={
                      report.isLatest && access.canWrite(report) ? () => setEdited(report.id) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )
        }
      </PagedBlock>
      {viewed !== null && <ViewedReport id={viewed} onClose={() => setViewed(null)} />}
      {edited !== null && <EditedReport id={edited} onClose={() => setEdited(null)} />}
    </>
  );
}

function ViewedReport({ id, onClose }: { id: number; onClose: () => void }) {
  return (
    <WholeReport query={useKarguzariReport(id)} title="Karguzari Report Details" onClose={onClose}>
      {(report) => <ReportDetailsDialog report={report} onClose={onClose} />}
    </WholeReport>
  );
}

function EditedReport({ id, onClose }: { id: number; onClose: () => void }) {
  return (
    <WholeReport query={useKarguzariReport(id)} title="Edit Karguzari Report" onClose={onClose}>
      {(report) => <ReportFormDialog target={{ mode: 'edit', report }} onClose={onClose} />}
    </WholeReport>
  );
}
