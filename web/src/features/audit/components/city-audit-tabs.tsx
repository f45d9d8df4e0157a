import type { AuditEntry } from '@seerat/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ChangeHistory } from './change-history-panel';
import { CityProfileSummaryLine } from './city-profile-summary';

type Tab = 'audit' | 'meetings' | 'karguzari' | 'actions';

/**
 * The city's profiling panel: its change summary and the tabs Audit History, Meet Report,
 * Karguzari Reports (every version) and Actions. The meetings and karguzari features' tabs come
 * from the route; Actions may ask to show the history.
 */
export function CityAuditTabs({
  cityId,
  meetings,
  karguzari,
  actions,
  rowAction,
}: {
  cityId: number;
  rowAction?: (entry: AuditEntry) => ReactNode;
  meetings: ReactNode;
  karguzari: ReactNode;
  actions: (showHistory: () => void) => ReactNode;
}) {
  const [tab, setTab] = useState<Tab>('audit');
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-3">
        <CityProfileSummaryLine cityId={cityId} />
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="min-w-0">
          <TabsList>
            <TabsTrigger value="audit">Audit History</TabsTrigger>
            <TabsTrigger value="meetings">Meet Report</TabsTrigger>
            <TabsTrigger value="karguzari">Karguzari Reports</TabsTrigger>
            <TabsTrigger value="actions">Actions</TabsTrigger>
          </TabsList>
          <TabsContent value="audit">
            <ChangeHistory
              entity="cities"
              entityId={cityId}
              emptyText="No audit history found"
              rowAction={rowAction}
            />
          </TabsContent>
          <TabsContent value="meetings">{meetings}</TabsContent>
          <TabsContent value="karguzari">{karguzari}</TabsContent>
          <TabsContent value="actions">{actions(() => setTab('audit'))}</TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
