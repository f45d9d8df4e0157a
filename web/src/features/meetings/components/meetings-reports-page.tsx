import { CalendarPlus, FilePlus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useKarguzari } from '../../karguzari/api/get-karguzari';
import { ReportFormDialog, type ReportFormTarget } from '../../karguzari/components/report-form-dialog';
import { ReportList } from '../../karguzari/components/report-list';
import { useMeetings } from '../api/get-meetings';
import { MeetingFormDialog, type MeetingFormTarget } from './meeting-form-dialog';
import { MeetingList } from './meeting-list';

export type MeetingsTab = 'meetings' | 'karguzari';

type MeetingsReportsPageProps = { tab: MeetingsTab; onTab: (tab: MeetingsTab) => void };

/** Meetings & Reports: the meetings and the karguzari reports in the caller's scope, each with its create button. */
export function MeetingsReportsPage({ tab, onTab }: MeetingsReportsPageProps) {
  const meetings = useMeetings();
  const reports = useKarguzari();
  const [meetingForm, setMeetingForm] = useState<MeetingFormTarget | null>(null);
  const [reportForm, setReportForm] = useState<ReportFormTarget | null>(null);
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Meetings & Reports"
        description="Meetings with their action items, and karguzari reports with their versions and review."
      />
      <Tabs value={tab} onValueChange={(value) => onTab(value as MeetingsTab)}>
        <TabsList>
          <TabsTrigger value="meetings">Meetings</TabsTrigger>
          <TabsTrigger value="karguzari">Karguzari Reports</TabsTrigger>
        </TabsList>
        <TabsContent value="meetings" className="grid gap-4">
          <Button className="w-fit" onClick={() => setMeetingForm({ mode: 'add' })}>
            <CalendarPlus className="size-4" />
            New Meeting
          </Button>
          <MeetingList query={meetings} emptyText="No meetings found. Create your first meeting!" />
        </TabsContent>
        <TabsContent value="karguzari" className="grid gap-4">
          <Button className="w-fit" onClick={() => setReportForm({ mode: 'add' })}>
            <FilePlus className="size-4" />
            New Report
          </Button>
          <ReportList query={reports} emptyText="No reports found. Create your first karguzari report!" />
        </TabsContent>
      </Tabs>
      <MeetingFormDialog target={meetingForm} onClose={() => setMeetingForm(null)} />
      <ReportFormDialog target={reportForm} onClose={() => setReportForm(null)} />
    </div>
  );
}
