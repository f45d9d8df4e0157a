import { REPORT_TYPES, type ReportType, submitCityKarguzariRequestSchema } from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast-provider';
import { labelledOptions } from '../../../lib/value-label';
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
      <SelectField
        label="Report Type"
        value={reportType}
        onChange={(type) => setReportType(type as ReportType)}
        options={labelledOptions(REPORT_TYPES)}
      />
      <SchemaTextField
        schema={submitCityKarguzariRequestSchema}
        name="reportContent"
        label="Report Content"
        rows={6}
        value={reportContent}
        onChange={setReportContent}
      />
      <FormActions onCancel={onDone}>
        <Button type="submit" disabled={reportContent.trim() === '' || submit.isPending}>
          Submit
        </Button>
      </FormActions>
    </form>
  );
}
