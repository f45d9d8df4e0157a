import sharp from 'sharp';
import type { PortalClient } from './portal-harness';

/** `POST /api/upload/profile-picture` as the profile forms send it: multipart `profilePicture`. */
export function uploadPicture(
  client: PortalClient,
  file: { bytes: Uint8Array | string; name: string; type: string } | null,
): Promise<Response> {
  const form = new FormData();
  if (file) {
    const content = typeof file.bytes === 'string' ? file.bytes : Buffer.from(file.bytes);
    form.append('profilePicture', new Blob([content], { type: file.type }), file.name);
  }
  return fetch(`${client.baseUrl}/api/upload/profile-picture`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader() },
    body: form,
  });
}

/** A real photo-like JPEG carrying EXIF with a GPS location, as phones save them. */
export function jpegWithLocation(width = 640, height = 480): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 30/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '74/1 20/1 0/1',
      },
    })
    .toBuffer();
}

export function smallPng(): Promise<Buffer> {
  return sharp({
    create: { width: 32, height: 32, channels: 4, background: { r: 20, g: 120, b: 60, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/** A PNG of noise past 5 MB: too large to accept, whatever it holds. */
export function largePng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1600,
      height: 1600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
