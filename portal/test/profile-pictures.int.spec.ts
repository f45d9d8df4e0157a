import { PROFILE_PICTURE_FILE_KIND, UPLOADS_BUSY } from '@seerat/contracts';
import { createKnex, type Knex } from '@seerat/platform';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithLocation, largePng, smallPng, uploadPicture } from './profile-picture-upload';
import { buildZoneCityWorld, refused, signedInAs, written, type ZoneCityWorld } from './zone-city-world';

let world: ZoneCityWorld;
let knex: Knex;
beforeAll(async () => {
  world = await buildZoneCityWorld('profile_pictures');
  knex = createKnex({ connectionString: world.harness.databaseUrl });
});
afterAll(async () => {
  await knex?.destroy();
  await world?.close();
});

async function uploaded(response: Promise<Response>): Promise<string> {
  const answer = await response;
  const body = (await answer.json()) as { filePath: string };
  expect(answer.status, JSON.stringify(body)).toBe(201);
  expect(body.filePath).toMatch(/^\/api\/uploads\/profile-pictures\/[0-9a-f]{64}\.(jpg|png|webp)$/);
  return body.filePath;
}

const storedCount = async () =>
  Number(
    (
      await knex.raw('SELECT count(*) AS n FROM writes.stored_files WHERE kind = ?', [
        PROFILE_PICTURE_FILE_KIND,
      ])
    ).rows[0].n,
  );

describe('POST /api/upload/profile-picture: what is accepted', () => {
  it('takes a PNG by its content even when named .txt and declared as text, and serves it as PNG for a year', async () => {
    const filePath = await uploaded(
      uploadPicture(world.cityMasool, { bytes: await smallPng(), name: 'notes.txt', type: 'text/plain' }),
    );
    expect(filePath.endsWith('.png')).toBe(true);
    const served = await world.zoneMasool.get(filePath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('png');
    await refused(world.signedOut.get(filePath), 401);
  });

  it('re-encodes a JPEG without any of its metadata, so no GPS location is kept', async () => {
    const original = await jpegWithLocation();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const filePath = await uploaded(
      uploadPicture(world.admin, { bytes: original, name: 'me.jpg', type: 'image/jpeg' }),
    );
    const stored = Buffer.from(await (await world.admin.get(filePath)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('scales a large photo down to 1024 px a side', async () => {
    const filePath = await uploaded(
      uploadPicture(world.admin, {
        bytes: await jpegWithLocation(2000, 1000),
        name: 'wide.jpg',
        type: 'image/jpeg',
      }),
    );
    const stored = Buffer.from(await (await world.admin.get(filePath)).arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ width: 1024, height: 512 });
  });
});

describe('POST /api/upload/profile-picture: what is refused', () => {
  it('refuses SVG, an HTML file named .png, a truncated JPEG and a 6 MB image, storing nothing', async () => {
    const before = await storedCount();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(
      await refused(uploadPicture(world.admin, { bytes: svg, name: 'a.svg', type: 'image/svg+xml' }), 400),
    ).toEqual({
      message: 'Only JPEG, PNG and WebP images are accepted',
      fields: { profilePicture: 'Only JPEG, PNG and WebP images are accepted' },
    });
    const html = '<html><body><script>alert(1)</script></body></html>';
    expect(
      await refused(uploadPicture(world.admin, { bytes: html, name: 'photo.png', type: 'image/png' }), 400),
    ).toEqual({
      message: 'Only JPEG, PNG and WebP images are accepted',
      fields: { profilePicture: 'Only JPEG, PNG and WebP images are accepted' },
    });
    const jpeg = await jpegWithLocation();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const broken = await refused(
      uploadPicture(world.admin, { bytes: truncated, name: 'cut.jpg', type: 'image/jpeg' }),
      400,
    );
    expect(broken.message).toBe(
      'Only JPEG, PNG and WebP images are accepted: this file is damaged or incomplete',
    );
    const large = await largePng();
    expect(large.length).toBeGreaterThan(6 * 1000 * 1000);
    expect(
      await refused(uploadPicture(world.admin, { bytes: large, name: 'big.png', type: 'image/png' }), 413),
    ).toEqual({
      message: 'The picture is larger than 5 MB',
    });
    expect(await refused(uploadPicture(world.admin, null), 400)).toEqual({
      message: 'Please select an image file',
      fields: { profilePicture: 'Please select an image file' },
    });
    expect(await storedCount()).toBe(before);
  });

  it('refuses signed-out visitors and users who edit no profiles', async () => {
    const reader = await signedInAs(world.harness, world.admin, 'picture-reader', {
      roles: ['markazi_team'],
    });
    const png = { bytes: await smallPng(), name: 'a.png', type: 'image/png' };
    await refused(uploadPicture(reader, png), 403);
    await refused(uploadPicture(world.signedOut, png), 401);
  });
});

describe('POST /api/upload/profile-picture: bounded work', () => {
  it('decodes two at a time with eight waiting: a burst past that is told 429 with Retry-After, then served', async () => {
    const photo = { bytes: await jpegWithLocation(2400, 1800), name: 'burst.jpg', type: 'image/jpeg' };
    const answers = await Promise.all(Array.from({ length: 30 }, () => uploadPicture(world.admin, photo)));
    const statuses = answers.map((answer) => answer.status);
    const busy = answers.filter((answer) => answer.status === 429);
    expect(statuses.filter((status) => status === 201).length, statuses.join()).toBeGreaterThanOrEqual(10);
    expect(busy.length, statuses.join()).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    expect(busy[0]!.headers.get('retry-after')).toBe('1');
    expect(await busy[0]!.json()).toEqual({ message: UPLOADS_BUSY });
    await uploaded(uploadPicture(world.admin, photo));
  });
});

describe('unused uploads', () => {
  it('removes a picture that no profile names a day after its upload, and keeps one a profile names', async () => {
    const kept = await uploaded(
      uploadPicture(world.admin, {
        bytes: await jpegWithLocation(300, 300),
        name: 'k.jpg',
        type: 'image/jpeg',
      }),
    );
    const dropped = await uploaded(
      uploadPicture(world.admin, {
        bytes: await jpegWithLocation(200, 200),
        name: 'd.jpg',
        type: 'image/jpeg',
      }),
    );
    await written(
      world.admin.post('/api/team-profiles', {
        name: 'Pictured',
        contact: '0300',
        cityId: world.cities.a1,
        profilePicture: kept,
      }),
    );
    await world.caughtUp();
    await knex.raw(`UPDATE writes.stored_files SET uploaded_at = now() - interval '2 days'`);
    await uploaded(
      uploadPicture(world.admin, { bytes: await smallPng(), name: 'next.png', type: 'image/png' }),
    );
    expect((await world.admin.get(kept)).status).toBe(200);
    expect((await world.admin.get(dropped)).status).toBe(404);
  });
});
