import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

/** The zone page's meeting reports and karguzari reports tabs; the route brings their lists. */
export function ZoneActivityTabs({ meetings, reports }: { meetings: ReactNode; reports: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Tabs defaultValue="meetings">
          <TabsList>
            <TabsTrigger value="meetings">Meeting Reports</TabsTrigger>
            <TabsTrigger value="karguzari">Karguzari Reports</TabsTrigger>
          </TabsList>
          <TabsContent value="meetings">{meetings}</TabsContent>
          <TabsContent value="karguzari">{reports}</TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
