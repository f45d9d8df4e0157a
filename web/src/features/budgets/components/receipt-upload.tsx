import { useToast } from '../../../components/ui/toast-provider';
import { serverMessageOr } from '../../../lib/api-client';
import { useUploadReceipt } from '../api/upload-receipt';

/** A receipt file for one line: uploaded at once, its address handed back for the actuals. */
export function ReceiptUpload({
  lineId,
  onUploaded,
}: {
  lineId: number;
  onUploaded: (path: string) => void;
}) {
  const upload = useUploadReceipt();
  const { toast } = useToast();
  return (
    <label className="text-sm">
      <span className="sr-only">{`Receipt of line ${lineId}`}</span>
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        aria-label={`Receipt of line ${lineId}`}
        className="max-w-56 text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          upload.mutate(file, {
            onSuccess: ({ filePath }) => {
              onUploaded(filePath);
              toast({ title: 'Receipt uploaded' });
            },
            onError: (error) =>
              toast({
                title: 'Error',
                description: serverMessageOr(error, 'Failed to upload receipt'),
                variant: 'destructive',
              }),
          });
        }}
      />
    </label>
  );
}
