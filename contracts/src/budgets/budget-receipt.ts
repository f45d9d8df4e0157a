import { z } from 'zod';

/**
 * Receipts of a budget's lines: `POST /api/upload/receipt` takes one file in the multipart field
 * `receipt` (a JPEG, PNG or WebP image, or a PDF, recognised by its content, never by its name or
 * declared type) and answers `{ filePath }`, the address a line then names in its `receiptUrl`.
 * Images are re-encoded; PDFs are kept as sent. Files are kept in `writes.stored_files` under the
 * SHA-256 of the stored bytes, like profile pictures, so every replica serves every receipt. A PDF
 * is always served as a download (`Content-Disposition: attachment`), never shown inline.
 */
export const RECEIPT_UPLOAD_PATH = '/api/upload/receipt';
export const RECEIPT_FILE_FIELD = 'receipt';
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_URL_PREFIX = '/api/uploads/receipts/';
export const RECEIPT_FILE_KIND = 'receipt';
export const RECEIPT_FORMATS = ['jpg', 'png', 'webp', 'pdf'] as const;
export type ReceiptFormat = (typeof RECEIPT_FORMATS)[number];

export const RECEIPT_TOO_LARGE = 'The receipt is larger than 5 MB';
export const RECEIPT_NOT_ACCEPTED = 'Only JPEG, PNG, WebP images and PDF files are accepted';
export const RECEIPT_MISSING = 'Please select a receipt file';

/** A stored receipt's name: the SHA-256 of its bytes and its format. */
export const RECEIPT_FILE_NAME = /^[0-9a-f]{64}\.(jpg|png|webp|pdf)$/;
const RECEIPT_PATH = /^\/api\/uploads\/receipts\/[0-9a-f]{64}\.(jpg|png|webp|pdf)$/;

/** A line's receipt: an address the upload answered; empty becomes null. */
export const receiptUrl = z
  .string()
  .trim()
  .max(200, 'Must be at most 200 characters')
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || RECEIPT_PATH.test(value), 'Must be a receipt uploaded to the portal');

export interface ReceiptUploaded {
  filePath: string;
}

/** Whether a file starts as a PDF does (`%PDF-`): receipts are recognised by content, never by name. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
}
