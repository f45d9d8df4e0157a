import { Card, CardContent } from '../../../components/ui/card';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuditHistory } from '../api/get-audit-history';
import { AuditTable } from './audit-table';
import { CityProfileSummaryLine } from './city-profile-summary';

/**
 * The city's history tabs. Meet Report and Karguzari Reports join Audit History when meetings
 * and karguzari reports exist.
 */
export function CityAuditTabs({ cityId }: { cityId: number }) {
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-3">
        <CityProfileSummaryLine cityId={cityId} />
        <Tabs defaultValue="audit">
          <TabsList>
            <TabsTrigger value="audit">Audit History</TabsTrigger>
          </TabsList>
          <TabsContent value="audit">
            <CityAuditHistory cityId={cityId} />
          </TabsContent>
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
