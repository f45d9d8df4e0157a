import { spawn } from 'node:child_process';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../src/data-dir/data-dir-lock';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lock-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second owner while the first one lives, with a clear message', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      await writeFile(path.join(dataDir, 'portal.lock'), `${sleeper.pid}\n`);
      await expect(lockDataDir(dataDir)).rejects.toThrowError(DataDirInUseError);
      await expect(lockDataDir(dataDir)).rejects.toThrow(/already running on DATA_DIR/);
    } finally {
      sleeper.kill();
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    await writeFile(path.join(dataDir, 'portal.lock'), `${gone.pid}\n`);
    const lock = await lockDataDir(dataDir);
    expect(await lockOwner()).toBe(process.pid);
    await lock.release();
  });

  it('can be taken again after release', async () => {
    const first = await lockDataDir(dataDir);
    await first.release();
    await expect(access(path.join(dataDir, 'portal.lock'))).rejects.toThrow();
    const second = await lockDataDir(dataDir);
    expect(await lockOwner()).toBe(process.pid);
    await second.release();
  });
});

async function lockOwner(): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'portal.lock'), 'utf8')).trim());
}
