import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { useToast } from '../../../components/ui/toast-provider';
import { serverMessageOr } from '../../../lib/api-client';
import { useUploadReceipt } from '../api/upload-receipt';

/** A line's receipt file, under its visible label: uploaded at once, its address handed back. */
export function ReceiptUpload({ onUploaded }: { onUploaded: (path: string) => void }) {
  const upload = useUploadReceipt();
  const { toast } = useToast();
  const id = useId();
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>Receipt (JPEG, PNG, WebP or PDF)</Label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        className="max-w-64 text-sm"
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
    </div>
  );
}
