import { KARGUZARI_STATUSES, type KarguzariStatus } from '@seerat/contracts';
import { FilePlus } from 'lucide-react';
import { useState } from 'react';
import { ListHeading } from '../../../components/layout/list-heading';
import { ListFilters, type ListFilterValues } from '../../../components/lists/list-filters';
import { Button } from '../../../components/ui/button';
import type { OpenedItem } from '../../../lib/opened-item';
import { listTotal } from '../../../lib/paged-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useKarguzari } from '../api/get-karguzari';
import { statusLabel } from '../report-display';
import { ReportFormDialog, type ReportFormTarget } from './report-form-dialog';
import { ReportList } from './report-list';

const STATUS_CHOICES = KARGUZARI_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

type KarguzariReportsTabProps = {
  opened?: OpenedItem;
  /** The search and filters, kept in the address. */
  filters: ListFilterValues;
  onFilters: (filters: ListFilterValues) => void;
};

/**
 * The Karguzari Reports tab of Meetings & Reports: New Report and the reports in the caller's
 * scope, searched and filtered on the server, a page at a time.
 */
export function KarguzariReportsTab({ opened, filters, onFilters }: KarguzariReportsTabProps) {
  const search = useDebouncedValue(filters.q?.trim() ?? '');
  const reports = useKarguzari({
    cityId: filters.cityId,
    status: filters.status as KarguzariStatus | undefined,
    from: filters.from,
    to: filters.to,
    search: search || undefined,
  });
  const total = listTotal(reports);
  const [reportForm, setReportForm] = useState<ReportFormTarget | null>(null);
  return (
    <>
      <Button className="w-fit" onClick={() => setReportForm({ mode: 'add' })}>
        <FilePlus className="size-4" />
        New Report
      </Button>
      <ListFilters
        value={filters}
        onChange={onFilters}
        statuses={STATUS_CHOICES}
        searchPlaceholder="Search reports"
        dateLabel="Report date"
      />
      <ListHeading>Reports{total === undefined ? '' : ` (${total})`}</ListHeading>
      <ReportList
        query={reports}
        emptyText="No reports found. Create your first karguzari report!"
        opened={opened}
      />
      <ReportFormDialog target={reportForm} onClose={() => setReportForm(null)} />
    </>
  );
}
