import { useQueryClient } from '@tanstack/react-query';
import { Download, History, RefreshCw, Send } from 'lucide-react';
import { useState } from 'react';
import { BlockError, BlockLoading } from '../../../components/notices/block-states';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { useAuditHistory } from '../../audit/api/get-audit-history';
import { AuditTable } from '../../audit/components/audit-table';
import { CityProfileSummaryLine } from '../../audit/components/city-profile-summary';
import { getCityKarguzari } from '../../karguzari/api/get-city-karguzari';
import { CityKarguzariTab } from '../../karguzari/components/city-karguzari-tab';
import { reportsCsv } from '../../karguzari/components/report-display';
import { SubmitReportDialog } from '../../karguzari/components/submit-report-dialog';
import { useCityMeetings } from '../../meetings/api/get-city-meetings';
import { MeetingList } from '../../meetings/components/meeting-list';
import { cityKeys } from '../api/city-query-keys';

type Tab = 'audit' | 'meetings' | 'karguzari' | 'actions';

/**
 * The city's profiling panel: its change summary and the tabs Audit History, Meet Report,
 * Karguzari Reports (every version) and Actions (Submit New Report, View Change History, Refresh
 * Data, Export Reports).
 */
export function CityAuditTabs({ cityId, canReport }: { cityId: number; canReport: boolean }) {
  const [tab, setTab] = useState<Tab>('audit');
  return (
    <Card>
      <CardContent className="grid gap-3">
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
          <TabsContent value="meetings">
            <CityMeetings cityId={cityId} />
          </TabsContent>
          <TabsContent value="karguzari">
            <CityKarguzariTab cityId={cityId} />
          </TabsContent>
          <TabsContent value="actions">
            <CityActions cityId={cityId} canReport={canReport} onShowHistory={() => setTab('audit')} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

function CityMeetings({ cityId }: { cityId: number }) {
  return <MeetingList query={useCityMeetings(cityId)} emptyText="No meeting reports found for this city" />;
}

function CityActions({
  cityId,
  canReport,
  onShowHistory,
}: {
  cityId: number;
  canReport: boolean;
  onShowHistory: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const exportReports = async () => {
    try {
      const csv = reportsCsv(await getCityKarguzari(cityId));
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      link.download = `city-${cityId}-karguzari-reports.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      toast({
        title: 'Failed to fetch karguzari',
        description: describeError(error),
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {canReport && (
        <Button onClick={() => setSubmitting(true)}>
          <Send className="size-4" />
          Submit New Report
        </Button>
      )}
      <Button variant="outline" onClick={onShowHistory}>
        <History className="size-4" />
        View Change History
      </Button>
      <Button
        variant="outline"
        onClick={() => void queryClient.invalidateQueries({ queryKey: cityKeys.detail(cityId) })}
      >
        <RefreshCw className="size-4" />
        Refresh Data
      </Button>
      <Button variant="outline" onClick={() => void exportReports()}>
        <Download className="size-4" />
        Export Reports
      </Button>
      {canReport && <SubmitReportDialog cityId={cityId} open={submitting} onOpenChange={setSubmitting} />}
    </div>
  );
}

function CityAuditHistory({ cityId }: { cityId: number }) {
  const history = useAuditHistory('city', cityId);
  if (history.isPending) return <BlockLoading />;
  if (history.isError) {
    return (
      <BlockError
        title="Failed to fetch city audit history"
        error={history.error}
        onRetry={() => history.refetch()}
      />
    );
  }
  return <AuditTable entries={history.data} emptyText="No audit history found" />;
}
