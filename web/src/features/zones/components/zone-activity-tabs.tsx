import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useKarguzari } from '../../karguzari/api/get-karguzari';
import { ReportList } from '../../karguzari/components/report-list';
import { useMeetings } from '../../meetings/api/get-meetings';
import { MeetingList } from '../../meetings/components/meeting-list';
import { ZoneNotMetCard } from '../../meetings/components/zone-not-met-card';

/** The zone page's meeting reports and karguzari reports tabs, and who has not met or reported. */
export function ZoneActivityTabs({ zoneId }: { zoneId: number }) {
  return (
    <>
      <ZoneNotMetCard zoneId={zoneId} />
      <Card>
        <CardContent>
          <Tabs defaultValue="meetings">
            <TabsList>
              <TabsTrigger value="meetings">Meeting Reports</TabsTrigger>
              <TabsTrigger value="karguzari">Karguzari Reports</TabsTrigger>
            </TabsList>
            <TabsContent value="meetings">
              <ZoneMeetings zoneId={zoneId} />
            </TabsContent>
            <TabsContent value="karguzari">
              <ZoneReports zoneId={zoneId} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </>
  );
}

function ZoneMeetings({ zoneId }: { zoneId: number }) {
  return <MeetingList query={useMeetings({ zoneId })} emptyText="No meeting reports found for this zone" />;
}

function ZoneReports({ zoneId }: { zoneId: number }) {
  return <ReportList query={useKarguzari({ zoneId })} emptyText="No karguzari reports found for this zone" />;
}
