import type { KarguzariReport } from '@seerat/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LookupDialog } from '../../../components/ui/lookup-dialog';
import { PagedBlock } from '../../../components/ui/paged-block';
import { type OpenedItem, useOpenedItem } from '../../../lib/opened-item';
import { loadedItems, type PagedQuery } from '../../../lib/paged-query';
import { karguzariReportQueryOptions } from '../api/get-karguzari-report';
import { useKarguzariAccess } from '../karguzari-access';
import { ReportCard } from './report-card';
import { ReportDetailsDialog } from './report-details-dialog';
import { ReportFormDialog, type ReportFormTarget } from './report-form-dialog';

type ReportListProps = {
  query: PagedQuery<KarguzariReport>;
  emptyText: string;
  /** The report open, where the route keeps it; otherwise the list keeps its own. */
  opened?: OpenedItem;
};

/** Report cards in a grid, each with its view dialog and, for those who may, its edit form. */
export function ReportList({ query, emptyText, opened }: ReportListProps) {
  const [ownViewed, setOwnViewed] = useState<KarguzariReport | null>(null);
  // The lists hold each report's newest version only, so its id names one card.
  const addressed = useOpenedItem(
    opened?.id,
    query.data && loadedItems(query.data),
    karguzariReportQueryOptions,
  );
  const viewed = opened ? addressed.item : ownViewed;
  const setViewed = (report: KarguzariReport | null) =>
    opened ? opened.onOpen(report?.id) : setOwnViewed(report);
  const [form, setForm] = useState<ReportFormTarget | null>(null);
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
                    onView={() => setViewed(report)}
                    onEdit={
                      report.isLatest && access.canWrite(report)
                        ? () => setForm({ mode: 'edit', report })
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )
        }
      </PagedBlock>
      <ReportDetailsDialog report={viewed} onClose={() => setViewed(null)} />
      {addressed.lookup && (
        <LookupDialog
          title="Karguzari Report Details"
          query={addressed.lookup}
          loadingLabel="Loading reports"
          errorTitle="Failed to fetch karguzari"
          onClose={() => setViewed(null)}
        />
      )}
      <ReportFormDialog target={form} onClose={() => setForm(null)} />
    </>
  );
}
