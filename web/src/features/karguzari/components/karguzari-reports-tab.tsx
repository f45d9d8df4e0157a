import { FilePlus } from 'lucide-react';
import { useState } from 'react';
import { ListHeading } from '../../../components/layout/list-heading';
import { Button } from '../../../components/ui/button';
import type { OpenedItem } from '../../../lib/opened-item';
import { useKarguzari } from '../api/get-karguzari';
import { ReportFormDialog, type ReportFormTarget } from './report-form-dialog';
import { ReportList } from './report-list';

/** The Karguzari Reports tab of Meetings & Reports: New Report and every report in the caller's scope. */
export function KarguzariReportsTab({ opened }: { opened?: OpenedItem }) {
  const reports = useKarguzari();
  const [reportForm, setReportForm] = useState<ReportFormTarget | null>(null);
  return (
    <>
      <Button className="w-fit" onClick={() => setReportForm({ mode: 'add' })}>
        <FilePlus className="size-4" />
        New Report
      </Button>
      <ListHeading>Reports</ListHeading>
      <ReportList
        query={reports}
        emptyText="No reports found. Create your first karguzari report!"
        opened={opened}
      />
      <ReportFormDialog target={reportForm} onClose={() => setReportForm(null)} />
    </>
  );
}
