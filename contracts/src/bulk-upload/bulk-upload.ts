import { z } from 'zod';
import { cleanText, entityId } from '../common/fields';

/**
 * Bulk user upload: a CSV file of new accounts, one per row, each checked on its own by the rules
 * of Add User. Good rows become users, bad rows are reported by line number (the header is line 1).
 *
 * Columns (header names ignore case and surrounding spaces; order is free):
 * - `username` (required), `password` (required): as in Add User.
 * - `roles`: role names separated by `;`, such as `zone_masool;auditor`: system roles and the
 *   names of active custom roles (any case). Empty means `city_masool`, the default role.
 * - `zone`, `city`: the assigned zone and city, each by id (`12`) or by name (`Lahore`, any
 *   case). A city name shared by several cities must be written as its id, unless the row's zone
 *   tells them apart. Either may be empty when the roles need no assignment.
 *
 * The file is UTF-8 (a byte-order mark is fine), comma-separated, with quotes around values that
 * hold commas, quotes or line breaks (RFC 4180). A username that already exists, in the portal
 * or on an earlier line of the file, is an error of that line: uploading the same file twice
 * creates nothing the second time.
 */
export const USER_UPLOAD_COLUMNS = ['username', 'password', 'roles', 'zone', 'city'] as const;
export type UserUploadColumn = (typeof USER_UPLOAD_COLUMNS)[number];
export const USER_UPLOAD_REQUIRED_COLUMNS: readonly UserUploadColumn[] = ['username', 'password'];
export const USER_UPLOAD_ROLE_SEPARATOR = ';';

export const USER_UPLOAD_TEMPLATE_FILE_NAME = 'user_upload_template.csv';
/** The header and one example row, as `GET /api/admin/users/csv-template` sends them. */
export const USER_UPLOAD_TEMPLATE = `${USER_UPLOAD_COLUMNS.join(',')}\r\nahmad.raza,Change-me-123,zone_masool;auditor,North,\r\n`;

/** The multipart field that carries the file. */
export const USER_UPLOAD_FILE_FIELD = 'csvFile';
export const USER_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const USER_UPLOAD_MAX_ROWS = 10_000;
export const USER_UPLOAD_FILE_NAME_MAX = 255;

/** The uploaded file's name, kept with the upload: a file system's longest, as clean as any text. */
export const uploadFileNameSchema = cleanText(
  z.string().max(USER_UPLOAD_FILE_NAME_MAX, `Must be at most ${USER_UPLOAD_FILE_NAME_MAX} characters`),
);

/**
 * Bulk upload accepts a CSV file only: its type is text/csv or its name ends with .csv. Browsers
 * give a CSV file other types (Excel's on Windows), so the name alone is enough.
 */
export function isCsvFile(file: { name: string; type: string }): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

/** What `POST /api/admin/users/bulk-upload` answers, and what a finished upload reports. */
export const bulkUploadResultSchema = z.object({
  message: z.string(),
  created: z.number().int().min(0),
  errors: z.number().int().min(0),
  /** `Line 7: Username already exists`, in line order. */
  errorDetails: z.array(z.string()),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

/**
 * Sent with `Prefer: respond-async`: the upload was checked and has started (202, `Location`
 * names its status). Poll `GET /api/admin/users/bulk-uploads/<uploadId>` for progress.
 */
export const bulkUploadStartedSchema = z.object({
  message: z.string(),
  uploadId: entityId,
  total: z.number().int().min(0),
});
export type BulkUploadStarted = z.infer<typeof bulkUploadStartedSchema>;

/** An upload as it stands: `processed` of `total` rows done, the result once completed. */
export const bulkUploadStatusSchema = z.object({
  id: entityId,
  fileName: z.string(),
  status: z.enum(['running', 'completed']),
  total: z.number().int().min(0),
  processed: z.number().int().min(0),
  created: z.number().int().min(0),
  errors: z.number().int().min(0),
  startedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  result: bulkUploadResultSchema.nullable(),
});
export type BulkUploadStatus = z.infer<typeof bulkUploadStatusSchema>;

/** The spec's wording of a finished upload: the server's `message` and the success toast. */
export function bulkUploadMessage(created: number, errors: number): string {
  return `Bulk upload completed with ${created} users created, ${errors} errors`;
}

export function lineErrorText(error: { line: number; reason: string }): string {
  return `Line ${error.line}: ${error.reason}`;
}
