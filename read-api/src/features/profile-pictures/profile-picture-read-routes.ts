import Router from '@koa/router';
import { requireUser } from '@seerat/access';
import { notFound, PICTURE_FILE_NAME, PROFILE_PICTURE_FILE_KIND } from '@seerat/contracts';
import { type Knex, readStoredFile, validate } from '@seerat/platform';
import { z } from 'zod';
import type { ReadRoutes } from '../../app';

const pictureParams = z.object({ fileName: z.string().regex(PICTURE_FILE_NAME, 'Not a picture address') });

/**
 * `GET /api/uploads/profile-pictures/:fileName`: a stored picture, to signed-in users (they are
 * photos of people). The name is the SHA-256 of the bytes, so the answer never changes and the
 * browser keeps it for a year without asking again.
 */
export function profilePictureReadRouter(deps: { knex: Knex }): ReadRoutes {
  const router = new Router({ prefix: '/api/uploads/profile-pictures' });

  router.get('/:fileName', validate({ params: pictureParams }), async (ctx) => {
    requireUser(ctx);
    const file = await readStoredFile(deps.knex, PROFILE_PICTURE_FILE_KIND, ctx.state.input.params.fileName);
    if (!file) throw notFound('Picture not found');
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = file.contentType;
    ctx.body = file.bytes;
  });

  // Pictures are files of the write side, not a read model.
  return { router, readModels: [] };
}
