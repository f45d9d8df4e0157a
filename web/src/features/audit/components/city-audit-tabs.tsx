import type { ReactNode } from 'react';
import { useState } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuditHistory } from '../api/get-audit-history';
import { AuditTable } from './audit-table';
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
}: {
  cityId: number;
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
            <CityAuditHistory cityId={cityId} />
          </TabsContent>
          <TabsContent value="meetings">{meetings}</TabsContent>
          <TabsContent value="karguzari">{karguzari}</TabsContent>
          <TabsContent value="actions">{actions(() => setTab('audit'))}</TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

function CityAuditHistory({ cityId }: { cityId: number }) {
  const history = useAuditHistory('city', cityId);
  if (history.isPending) return <BlockLoading />;
  if (history.isError) {
    return (
      <BlockError
        title="Failed to load change history"
        error={history.error}
        onRetry={() => history.refetch()}
      />
    );
  }
  return <AuditTable entries={history.data} emptyText="No audit history found" />;
}
