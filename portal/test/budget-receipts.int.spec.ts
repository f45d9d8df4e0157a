import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClient } from './portal-harness';
import { smallPng } from './profile-picture-upload';
import { buildZoneCityWorld, signedInAs, type ZoneCityWorld } from './zone-city-world';

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

function uploadReceipt(client: PortalClient, bytes: Uint8Array | string, name: string, type: string) {
  const form = new FormData();
  form.append('receipt', new Blob([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], { type }), name);
  return fetch(`${client.baseUrl}/api/upload/receipt`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader() },
    body: form,
  });
}

let world: ZoneCityWorld;
let auditor: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('budget_receipts');
  auditor = await signedInAs(world.harness, world.admin, 'auditor-receipts', { roles: ['auditor'] });
});
afterAll(async () => {
  await world?.close();
});

describe('POST /api/upload/receipt and GET /api/uploads/receipts/:name', () => {
  it('keeps a PDF by its content and serves it only as a download', async () => {
    // Named and typed as an image: the content decides.
    const answer = await uploadReceipt(world.cityMasool, PDF, 'photo.jpg', 'image/jpeg');
    expect(answer.status).toBe(201);
    const { filePath } = (await answer.json()) as { filePath: string };
    expect(filePath).toMatch(/^\/api\/uploads\/receipts\/[0-9a-f]{64}\.pdf$/);
    const served = await world.cityMasool.get(filePath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="receipt-/);
    expect(await served.text()).toBe(PDF);
  });

  it('re-encodes an image and serves it inline', async () => {
    const answer = await uploadReceipt(world.cityMasool, await smallPng(), 'receipt.pdf', 'application/pdf');
    const { filePath } = (await answer.json()) as { filePath: string };
    expect(filePath).toMatch(/\.png$/);
    const served = await world.cityMasool.get(filePath);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBeNull();
  });

  it('refuses other content naming the field, the auditor, and a signed-out visitor', async () => {
    const html = await uploadReceipt(
      world.cityMasool,
      '<script>alert(1)</script>',
      'r.pdf',
      'application/pdf',
    );
    expect(html.status).toBe(400);
    expect(((await html.json()) as { fields: Record<string, string> }).fields).toEqual({
      receipt: 'Only JPEG, PNG, WebP images and PDF files are accepted',
    });
    expect((await uploadReceipt(auditor, PDF, 'r.pdf', 'application/pdf')).status).toBe(403);
    expect((await uploadReceipt(world.signedOut, PDF, 'r.pdf', 'application/pdf')).status).toBe(401);
  });
});
