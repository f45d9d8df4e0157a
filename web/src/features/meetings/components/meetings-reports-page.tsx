import { CalendarPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ListHeading } from '../../../components/layout/list-heading';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { OpenedItem } from '../../../lib/opened-item';
import { useMeetings } from '../api/get-meetings';
import { MeetingFormDialog, type MeetingFormTarget } from './meeting-form-dialog';
import { MeetingList } from './meeting-list';

export type MeetingsTab = 'meetings' | 'karguzari';

type MeetingsReportsPageProps = {
  tab: MeetingsTab;
  onTab: (tab: MeetingsTab) => void;
  /** The karguzari feature's tab, which the route brings. */
  reports: ReactNode;
  /** The meeting open over the list, kept in the address. */
  openedMeeting?: OpenedItem;
};

/** Meetings & Reports: the meetings and the karguzari reports in the caller's scope, each with its create button. */
export function MeetingsReportsPage({ tab, onTab, reports, openedMeeting }: MeetingsReportsPageProps) {
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
          <MeetingsTab opened={openedMeeting} />
        </TabsContent>
        <TabsContent value="karguzari" className="grid gap-4">
          {reports}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function MeetingsTab({ opened }: { opened?: OpenedItem }) {
  const meetings = useMeetings();
  const [meetingForm, setMeetingForm] = useState<MeetingFormTarget | null>(null);
  return (
    <>
      <Button className="w-fit" onClick={() => setMeetingForm({ mode: 'add' })}>
        <CalendarPlus className="size-4" />
        New Meeting
      </Button>
      <ListHeading>Meetings</ListHeading>
      <MeetingList
        query={meetings}
        emptyText="No meetings found. Create your first meeting!"
        opened={opened}
      />
      <MeetingFormDialog target={meetingForm} onClose={() => setMeetingForm(null)} />
    </>
  );
}
