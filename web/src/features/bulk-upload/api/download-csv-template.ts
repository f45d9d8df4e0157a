import { USER_UPLOAD_TEMPLATE_FILE_NAME } from '@seerat/contracts';
import { useMutation } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-client';

/** Fetches the CSV template and hands it to the browser as a download named user_upload_template.csv. */
export async function downloadCsvTemplate(): Promise<void> {
  const response = await fetch('/api/admin/users/csv-template', { credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = USER_UPLOAD_TEMPLATE_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useDownloadCsvTemplate() {
  return useMutation({ mutationFn: downloadCsvTemplate });
}
