import { useQueryClient } from '@tanstack/react-query';
import { Download, History, RefreshCw, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { cityKeys } from '../../../lib/queries/query-keys';
import { fetchCityKarguzariExport } from '../api/get-city-karguzari-export';
import { reportsCsv } from '../report-display';
import { SubmitReportDialog } from './submit-report-dialog';

/** The city panel's Actions tab: Submit New Report, View Change History, Refresh Data, Export Reports. */
export function CityKarguzariActions({
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
  // While an export reads its pages: how many versions it holds so far, of how many.
  const [exporting, setExporting] = useState<{ read: number; total: number | null } | null>(null);
  const exportReports = async () => {
    setExporting({ read: 0, total: null });
    try {
      const versions = await fetchCityKarguzariExport(cityId, (read, total) => setExporting({ read, total }));
      const csv = reportsCsv(versions);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      link.download = `city-${cityId}-karguzari-reports.csv`;
      link.click();
      // Some browsers read the file after click() returns: free it once they have.
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch (error) {
      toast({
        title: 'Failed to fetch karguzari',
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setExporting(null);
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
      <Button variant="outline" disabled={exporting !== null} onClick={() => void exportReports()}>
        <Download className="size-4" />
        {exporting === null
          ? 'Export Reports'
          : `Exporting… ${exporting.total === null ? '' : `${exporting.read} of ${exporting.total}`}`.trim()}
      </Button>
      {canReport && <SubmitReportDialog cityId={cityId} open={submitting} onOpenChange={setSubmitting} />}
    </div>
  );
}
