import type { IncomingMessage } from 'node:http';
import { USER_UPLOAD_FILE_FIELD, USER_UPLOAD_MAX_BYTES, uploadFileNameSchema } from '@seerat/contracts';
import { badRequest, HttpError } from '@seerat/platform';
import type { Context } from 'koa';

/** The upload's one input is the file: every refusal names its field. */
const fileRefused = (message: string) => badRequest(message, { [USER_UPLOAD_FILE_FIELD]: message });

export const PLEASE_SELECT_A_CSV_FILE = 'Please select a CSV file';
export const INVALID_FILE_TYPE = 'Invalid file type. Please select a CSV file';
export const NOT_UTF8 = 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again';
const TOO_LARGE = `The file is larger than ${USER_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;
/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadedCsv {
  fileName: string;
  text: string;
}

/**
 * The CSV file of a multipart request's `csvFile` part, as text. Node's own multipart parser
 * (the one behind `fetch`'s `Response.formData()`) reads the body, which is first read here with
 * a size bound. A file counts as CSV when its type is text/csv or its name ends with .csv, as the
 * Bulk Upload dialog decides too; it must be UTF-8 (a byte-order mark is dropped).
 */
export async function readUploadedCsv(ctx: Context): Promise<UploadedCsv> {
  if (!ctx.is('multipart/form-data')) throw fileRefused(PLEASE_SELECT_A_CSV_FILE);
  const body = await readBounded(ctx.req, USER_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': ctx.get('content-type') } }).formData();
  } catch {
    throw fileRefused('Malformed multipart body');
  }
  const file = form.get(USER_UPLOAD_FILE_FIELD);
  if (!(file instanceof File)) throw fileRefused(PLEASE_SELECT_A_CSV_FILE);
  if (file.type !== 'text/csv' && !file.name.toLowerCase().endsWith('.csv')) {
    throw fileRefused(INVALID_FILE_TYPE);
  }
  if (file.size > USER_UPLOAD_MAX_BYTES) throw new HttpError(413, TOO_LARGE);
  const fileName = uploadFileNameSchema.safeParse(file.name);
  if (!fileName.success) throw fileRefused(`File name: ${fileName.error.issues[0]?.message}`);
  return { fileName: fileName.data, text: decodeUtf8(new Uint8Array(await file.arrayBuffer())) };
}

async function readBounded(request: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > limit) throw new HttpError(413, TOO_LARGE);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, TOO_LARGE);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
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
