import { REPORT_TYPES, type ReportType } from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast-provider';
import { labelOf } from '../../../lib/value-label';
import { useSubmitCityKarguzari } from '../api/submit-city-karguzari';

type SubmitReportDialogProps = { cityId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Submit New Report: a report type and the content; Submit stays disabled while the content is blank. */
export function SubmitReportDialog({ cityId, open, onOpenChange }: SubmitReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Submit New Report">
      <SubmitReportForm cityId={cityId} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function SubmitReportForm({ cityId, onDone }: { cityId: number; onDone: () => void }) {
  const [reportType, setReportType] = useState<ReportType>('weekly');
  const [reportContent, setReportContent] = useState('');
  const submit = useSubmitCityKarguzari();
  const { toast } = useToast();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate(
      { cityId, request: { reportType, reportContent, reportDate: new Date().toISOString() } },
      {
        onSuccess: () => {
          toast({ title: 'Karguzari submitted successfully' });
          setReportContent('');
          onDone();
        },
        onError: () => toast({ title: 'Failed to submit karguzari', variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <FormField label="Report Type">
        {(control) => (
          <Select
            {...control}
            value={reportType}
            onChange={(event) => setReportType(event.target.value as ReportType)}
          >
            {REPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {labelOf(type)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Report Content">
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            value={reportContent}
            onChange={(event) => setReportContent(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={reportContent.trim() === '' || submit.isPending}>
          Submit
        </Button>
      </div>
    </form>
  );
}
