import { MEETING_STATUSES, type MeetingStatus } from '@seerat/contracts';
import { CalendarPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ListHeading } from '../../../components/layout/list-heading';
import { PageHeader } from '../../../components/layout/page-header';
import { ListFilters, type ListFilterValues } from '../../../components/lists/list-filters';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { OpenedItem } from '../../../lib/opened-item';
import { listTotal } from '../../../lib/paged-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { labelledOptions } from '../../../lib/value-label';
import { useMeetings } from '../api/get-meetings';
import { MeetingFormDialog, type MeetingFormTarget } from './meeting-form-dialog';
import { MeetingList } from './meeting-list';

export type MeetingsTab = 'meetings' | 'karguzari';

type MeetingsReportsPageProps = {
  tab: MeetingsTab;
  /** The search and filters of the tab shown, kept in the address. */
  filters: ListFilterValues;
  onFilters: (filters: ListFilterValues) => void;
  onTab: (tab: MeetingsTab) => void;
  /** The karguzari feature's tab, which the route brings. */
  reports: ReactNode;
  /** The meeting open over the list, kept in the address. */
  openedMeeting?: OpenedItem;
};

/** Meetings & Reports: the meetings and the karguzari reports in the caller's scope, each with its create button. */
export function MeetingsReportsPage({
  tab,
  filters,
  onFilters,
  onTab,
  reports,
  openedMeeting,
}: MeetingsReportsPageProps) {
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
          <MeetingsTab opened={openedMeeting} filters={filters} onFilters={onFilters} />
        </TabsContent>
        <TabsContent value="karguzari" className="grid gap-4">
          {reports}
        </TabsContent>
      </Tabs>
    </div>
  );
}

const STATUS_CHOICES = labelledOptions(MEETING_STATUSES);

type MeetingsTabProps = {
  opened?: OpenedItem;
  filters: ListFilterValues;
  onFilters: (filters: ListFilterValues) => void;
};

function MeetingsTab({ opened, filters, onFilters }: MeetingsTabProps) {
  const search = useDebouncedValue(filters.q?.trim() ?? '');
  const meetings = useMeetings({
    cityId: filters.cityId,
    status: filters.status as MeetingStatus | undefined,
    from: filters.from,
    to: filters.to,
    search: search || undefined,
  });
  const total = listTotal(meetings);
  const [meetingForm, setMeetingForm] = useState<MeetingFormTarget | null>(null);
  return (
    <>
      <Button className="w-fit" onClick={() => setMeetingForm({ mode: 'add' })}>
        <CalendarPlus className="size-4" />
        New Meeting
      </Button>
      <ListFilters
        value={filters}
        onChange={onFilters}
        statuses={STATUS_CHOICES}
        searchPlaceholder="Search meetings"
        dateLabel="Meeting date"
      />
      <ListHeading>Meetings{total === undefined ? '' : ` (${total})`}</ListHeading>
      <MeetingList
        query={meetings}
        emptyText="No meetings found. Create your first meeting!"
        opened={opened}
      />
      <MeetingFormDialog target={meetingForm} onClose={() => setMeetingForm(null)} />
    </>
  );
}
