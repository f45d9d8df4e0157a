import { type BulkUploadStarted, USER_UPLOAD_FILE_FIELD } from '@seerat/contracts';
import { useMutation } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-client';

/**
 * Sends the CSV file as `csvFile` and asks the server to answer at once (`Prefer:
 * respond-async`): a big file takes a minute, so the dialog follows the upload's progress with
 * `useBulkUpload` instead of holding the request open.
 */
export async function startBulkUpload(file: File): Promise<BulkUploadStarted> {
  const form = new FormData();
  form.append(USER_UPLOAD_FILE_FIELD, file);
  const response = await fetch('/api/admin/users/bulk-upload', {
    method: 'POST',
    credentials: 'include',
    headers: { Prefer: 'respond-async' },
    body: form,
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as BulkUploadStarted;
}

export function useStartBulkUpload() {
  return useMutation({ mutationFn: startBulkUpload });
}
