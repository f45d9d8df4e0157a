import Router from '@koa/router';
import { requireUser } from '@seerat/access';
import { notFound, RECEIPT_FILE_KIND, RECEIPT_FILE_NAME } from '@seerat/contracts';
import { type Knex, readStoredFile, validate } from '@seerat/platform';
import { z } from 'zod';
import type { ReadRoutes } from '../../app';

const receiptParams = z.object({ fileName: z.string().regex(RECEIPT_FILE_NAME, 'Not a receipt address') });

/**
 * `GET /api/uploads/receipts/:fileName`: a stored receipt, to signed-in users. A PDF is always a
 * download (`Content-Disposition: attachment`), never shown inline, so no script a PDF might carry
 * runs in the portal's origin; images are re-encoded already. Names are content hashes, so the
 * browser keeps the answer.
 */
export function receiptReadRouter(deps: { knex: Knex }): ReadRoutes {
  const router = new Router({ prefix: '/api/uploads/receipts' });
  router.get('/:fileName', validate({ params: receiptParams }), async (ctx) => {
    requireUser(ctx);
    const { fileName } = ctx.state.input.params;
    const file = await readStoredFile(deps.knex, RECEIPT_FILE_KIND, fileName);
    if (!file) throw notFound('Receipt not found');
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (file.contentType === 'application/pdf') ctx.attachment(`receipt-${fileName.slice(0, 12)}.pdf`);
    ctx.type = file.contentType;
    ctx.body = file.bytes;
  });
  // Receipts are files of the write side, not a read model.
  return { router, readModels: [] };
}
