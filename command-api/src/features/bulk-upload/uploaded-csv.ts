import {
  isCsvFile,
  USER_UPLOAD_FILE_FIELD,
  USER_UPLOAD_MAX_BYTES,
  uploadFileNameSchema,
} from '@seerat/contracts';
import { badRequest, HttpError } from '@seerat/platform';
import type { Context } from 'koa';
import { readMultipartForm } from '../../http/multipart-form';

/** The upload's one input is the file: every refusal names its field. */
const fileRefused = (message: string) => badRequest(message, { [USER_UPLOAD_FILE_FIELD]: message });

export const PLEASE_SELECT_A_CSV_FILE = 'Please select a CSV file';
export const INVALID_FILE_TYPE = 'Invalid file type. Please select a CSV file';
export const NOT_UTF8 = 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again';
const TOO_LARGE = `The file is larger than ${USER_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;

export interface UploadedCsv {
  fileName: string;
  text: string;
}

/**
 * The CSV file of a multipart request's `csvFile` part, as text. Node's own multipart parser
 * (the one behind `fetch`'s `Response.formData()`) reads the body, which is first read here with
 * a size bound. A file counts as CSV by the contracts' `isCsvFile`, as the Bulk Upload dialog
 * decides too; it must be UTF-8 (a byte-order mark is dropped).
 */
export async function readUploadedCsv(ctx: Context): Promise<UploadedCsv> {
  const form = await readMultipartForm(ctx, {
    fileField: USER_UPLOAD_FILE_FIELD,
    maxFileBytes: USER_UPLOAD_MAX_BYTES,
    tooLarge: TOO_LARGE,
    notMultipart: PLEASE_SELECT_A_CSV_FILE,
  });
  const file = form.get(USER_UPLOAD_FILE_FIELD);
  if (!(file instanceof File)) throw fileRefused(PLEASE_SELECT_A_CSV_FILE);
  if (!isCsvFile(file)) throw fileRefused(INVALID_FILE_TYPE);
  if (file.size > USER_UPLOAD_MAX_BYTES) throw new HttpError(413, TOO_LARGE);
  const fileName = uploadFileNameSchema.safeParse(file.name);
  if (!fileName.success) throw fileRefused(`File name: ${fileName.error.issues[0]?.message}`);
  return { fileName: fileName.data, text: decodeUtf8(new Uint8Array(await file.arrayBuffer())) };
}

/**
 * Strict UTF-8. UTF-16 (Excel's "Unicode text") is refused by its byte-order mark or its zero
 * bytes, which UTF-8 would otherwise accept; Windows-1252 and other legacy encodings fail the
 * strict decoder on their first non-ASCII letter.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  const utf16Mark = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16Mark || bytes.includes(0)) throw fileRefused(NOT_UTF8);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fileRefused(NOT_UTF8);
  }
}
