import { type BulkUploadResult, bulkUploadMessage } from '@seerat/contracts';

/** How many error details the toast lists before "... and K more" (spec section 9). */
const TOAST_ERROR_DETAILS = 5;

/** The spec's success toast of a bulk upload: the counts, then the first 5 error details. */
export function bulkUploadToast(result: BulkUploadResult): { title: string; description?: string } {
  const title = bulkUploadMessage(result.created, result.errors);
  if (result.errorDetails.length === 0) return { title };
  const shown = result.errorDetails.slice(0, TOAST_ERROR_DETAILS);
  const more = result.errorDetails.length - shown.length;
  return {
    title,
    description: [...shown, ...(more > 0 ? [`... and ${more} more`] : [])].join('\n'),
  };
}
