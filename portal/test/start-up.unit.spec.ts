import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSilentLogger, loadConfig } from '@seerat/platform';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { listenOnPort, openDataDirDatabase, startInOrder } from '../src/start-up';

const logger = createSilentLogger();

describe('starting and stopping the portal in order', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  test('stop() stops the parts in the reverse order of starting, once', async () => {
    const stopped: string[] = [];
    const part = (name: string) => async () => void stopped.push(name);
    const started = await startInOrder(logger, async (onStop) => {
      onStop(part('database'));
      onStop(part('projector'));
      onStop(part('server'));
      return { answer: 42 };
    });
    expect(started.answer).toBe(42);
    await started.stop();
    await started.stop();
    expect(stopped).toEqual(['server', 'projector', 'database']);
  });

  test('a failed start stops what was started so far and fails with its error', async () => {
    const stopped: string[] = [];
    const failure = new Error('the projector could not start');
    const starting = startInOrder(logger, async (onStop) => {
      onStop(async () => void stopped.push('database'));
      onStop(async () => void stopped.push('infrastructure'));
      throw failure;
    });
    await expect(starting).rejects.toBe(failure);
    expect(stopped).toEqual(['infrastructure', 'database']);
  });

  test('a part that does not stop cleanly is logged, and the parts before it still stop', async () => {
    const errors = vi.spyOn(logger, 'error');
    const stopped: string[] = [];
    const started = await startInOrder(logger, async (onStop) => {
      onStop(async () => void stopped.push('database'));
      onStop(async () => {
        throw new Error('the server hung');
      });
      return {};
    });
    await started.stop();
    expect(stopped).toEqual(['database']);
    expect(errors).toHaveBeenCalledWith(expect.anything(), 'a part of the portal did not stop cleanly');
  });

  test('DATA_DIR is locked while the portal runs and released once it stopped', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-start-up-'));
    const lockFile = path.join(dataDir, 'portal.lock');
    // A configured database: nothing is started for it, only DATA_DIR's lock is taken.
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://nowhere.invalid/portal' });
    const started = await startInOrder(logger, async (onStop) => openDataDirDatabase(config, logger, onStop));
    expect(started.url).toBe('postgres://nowhere.invalid/portal');
    expect(Number(await readFile(lockFile, 'utf8'))).toBe(process.pid);
    await started.stop();
    await expect(access(lockFile)).rejects.toThrow();
  });

  test('the server listens on the port the system picked and closes at stop()', async () => {
    const server = createServer((_request, response) => response.end('serving'));
    const started = await startInOrder(logger, async (onStop) => ({
      port: await listenOnPort(server, 0, onStop),
    }));
    expect(started.port).toBeGreaterThan(0);
    expect(await (await fetch(`http://127.0.0.1:${started.port}/`)).text()).toBe('serving');
    await started.stop();
    expect(server.listening).toBe(false);
  });
});
