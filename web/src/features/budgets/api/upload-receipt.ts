import { RECEIPT_FILE_FIELD, RECEIPT_UPLOAD_PATH, type ReceiptUploaded } from '@seerat/contracts';
import { useMutation } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-client';

/** Sends a receipt as the server wants it: multipart, in `receipt`. */
export async function uploadReceipt(file: File): Promise<ReceiptUploaded> {
  const form = new FormData();
  form.append(RECEIPT_FILE_FIELD, file);
  const response = await fetch(RECEIPT_UPLOAD_PATH, { method: 'POST', credentials: 'include', body: form });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as ReceiptUploaded;
}

export function useUploadReceipt() {
  return useMutation({ mutationFn: uploadReceipt });
}
