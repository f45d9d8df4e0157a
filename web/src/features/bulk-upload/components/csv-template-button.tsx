import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { useDownloadCsvTemplate } from '../api/download-csv-template';

/** Downloads user_upload_template.csv: the columns of a bulk upload and one example row. */
export function CsvTemplateButton() {
  const download = useDownloadCsvTemplate();
  const { toast } = useToast();
  return (
    <Button
      variant="outline"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onSuccess: () => toast({ title: 'Template downloaded successfully' }),
          onError: (error) =>
            toast({
              title: 'Failed to download template',
              description: describeError(error),
              variant: 'destructive',
            }),
        })
      }
    >
      <Download className="size-4" />
      CSV Template
    </Button>
  );
}
