import { type BulkUploadStatus, isCsvFile } from '@seerat/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Progress } from '../../../components/ui/progress';
import { useToast } from '../../../components/ui/toast-provider';
import { serverMessageOr } from '../../../lib/api-client';
import { adminUsersQueryKey } from '../../../lib/queries/query-keys';
import { useBulkUpload } from '../api/get-bulk-upload';
import { useStartBulkUpload } from '../api/start-bulk-upload';
import { bulkUploadToast } from '../bulk-upload-toast';

/**
 * Bulk Upload: a CSV file of new users. The server checks the file, answers at once and creates
 * the users in the background; the dialog polls the upload and shows how many rows are done, then
 * the result. It stays open while the upload runs (the server would carry on without it).
 */
export function BulkUploadDialog() {
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (running ? undefined : setOpen(next))}
      title="Bulk Upload Users"
      description="Create many users at once from a CSV file."
      size="lg"
      trigger={
        <Button variant="outline">
          <Upload className="size-4" />
          Bulk Upload
        </Button>
      }
    >
      <BulkUploadForm onRunningChange={setRunning} onDone={() => setOpen(false)} />
    </Dialog>
  );
}

function BulkUploadForm({
  onRunningChange,
  onDone,
}: {
  onRunningChange: (running: boolean) => void;
  onDone: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [uploadId, setUploadId] = useState<number | null>(null);
  const start = useStartBulkUpload();
  const upload = useBulkUpload(uploadId);
  const { toast } = useToast();
  const status = upload.data;
  const finished = status?.status === 'completed';
  useUploadFinished(status, () => onRunningChange(false));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isCsvFile(chosen)) {
      toast({ title: 'Invalid file type', description: 'Please select a CSV file', variant: 'destructive' });
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    onRunningChange(true);
    start.mutate(file, {
      onSuccess: (started) => setUploadId(started.uploadId),
      onError: (error) => {
        onRunningChange(false);
        toast({
          title: 'Upload failed',
          description: serverMessageOr(error, 'Failed to upload CSV'),
          variant: 'destructive',
        });
      },
    });
  };

  if (uploadId !== null) return <UploadProgress status={status} finished={finished} onDone={onDone} />;
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
        <p>
          Columns: <code>username</code>, <code>password</code>, <code>roles</code> (several separated by{' '}
          <code>;</code>, empty for city masool), <code>zone</code> and <code>city</code> (a name or an id).
        </p>
        <p className="mt-1">
          Each row is checked on its own; existing usernames are reported, never changed.
        </p>
      </div>
      <FormField label="CSV file" required>
        {(control) => <Input {...control} type="file" accept=".csv,text/csv" onChange={choose} />}
      </FormField>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onDone} disabled={start.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!file || start.isPending}>
          {start.isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}

/** Once, when the upload completes: the spec's toast, and the users list refreshed. */
function useUploadFinished(status: BulkUploadStatus | undefined, onFinished: () => void) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const reported = useRef(false);
  useEffect(() => {
    if (status?.status !== 'completed' || !status.result || reported.current) return;
    reported.current = true;
    onFinished();
    toast(bulkUploadToast(status.result));
    void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
  }, [status, onFinished, toast, queryClient]);
}

function UploadProgress({
  status,
  finished,
  onDone,
}: {
  status: BulkUploadStatus | undefined;
  finished: boolean;
  onDone: () => void;
}) {
  const processed = status?.processed ?? 0;
  const total = status?.total ?? 0;
  const percent = total === 0 ? 0 : (100 * processed) / total;
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Progress value={finished ? 100 : percent} aria-label="Upload progress" />
        <p className="text-sm text-slate-600" aria-live="polite">
          {finished
            ? `Done: ${status?.created} users created, ${status?.errors} errors`
            : `Processed ${processed} of ${total} rows…`}
        </p>
      </div>
      {finished && status?.result && status.result.errorDetails.length > 0 && (
        <section
          aria-label="Rows not created"
          className="max-h-80 overflow-y-auto rounded-lg border border-red-100 bg-red-50/50"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls on its own must be reachable by keyboard
          tabIndex={0}
        >
          <ul className="divide-y divide-red-100 text-sm text-red-800">
            {status.result.errorDetails.map((detail) => (
              <li key={detail} className="px-3 py-1.5">
                {detail}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex justify-end">
        <Button onClick={onDone} disabled={!finished}>
          Done
        </Button>
      </div>
    </div>
  );
}
