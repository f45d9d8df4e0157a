import type { IncomingMessage } from 'node:http';
import { badRequest, HttpError } from '@seerat/platform';
import type { Context } from 'koa';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The form of a multipart request whose one file may be `maxFileBytes` long: the body is read with
 * that bound (413 with `tooLarge` past it, before the whole body is buffered), then parsed by
 * Node's own multipart parser (the one behind `fetch`'s `Response.formData()`).
 */
export async function readMultipartForm(
  ctx: Context,
  options: { fileField: string; maxFileBytes: number; tooLarge: string; notMultipart: string },
): Promise<FormData> {
  // The form's one input is its file: every refusal names that field.
  const refused = (message: string) => badRequest(message, { [options.fileField]: message });
  if (!ctx.is('multipart/form-data')) throw refused(options.notMultipart);
  const limit = options.maxFileBytes + MULTIPART_OVERHEAD_BYTES;
  const body = await readBounded(ctx.req, limit, options.tooLarge);
  try {
    return await new Response(body, { headers: { 'content-type': ctx.get('content-type') } }).formData();
  } catch {
    throw refused('Malformed multipart body');
  }
}

async function readBounded(request: IncomingMessage, limit: number, tooLarge: string): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > limit) throw new HttpError(413, tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
