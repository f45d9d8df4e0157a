import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSilentLogger } from '@seerat/platform';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createWebApp } from '../src/web-assets';

describe('the web app', () => {
  let server: Server | undefined;
  let distDir: string | undefined;
  afterEach(async () => {
    server?.close();
    if (distDir) await rm(distDir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  test('a visitor who leaves mid-download is logged at debug, not printed to stderr', async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'web-app-'));
    // Larger than the socket's buffers, so the file is still streaming when the visitor leaves.
    await writeFile(path.join(distDir, 'big.bin'), Buffer.alloc(64 * 1024 * 1024, 1));
    const logger = createSilentLogger();
    const debug = vi.spyOn(logger, 'debug');
    const error = vi.spyOn(logger, 'error');
    const printed = vi.spyOn(console, 'error');
    server = createServer(createWebApp({ distDir, logger }).callback());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;

    const request = get({
      host: '127.0.0.1',
      port,
      path: '/big.bin',
      headers: { 'accept-encoding': 'identity' },
    });
    const [response] = (await once(request, 'response')) as [NodeJS.ReadableStream];
    await once(response, 'data');
    request.destroy();

    await vi.waitFor(() =>
      expect(debug).toHaveBeenCalledWith(expect.anything(), 'a visitor left before a web file was sent'),
    );
    expect(error).not.toHaveBeenCalled();
    expect(printed).not.toHaveBeenCalled();
  });
});
