import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/**
 * One portal per DATA_DIR. A second `npm start` on the same directory would start a second
 * PostgreSQL on the same cluster files; this lock makes it stop with a clear message instead.
 * The lock file holds the owner's pid; a lock whose process is gone (a crash, a power cut) is
 * taken over.
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(path.resolve(dataDir), 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return { release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `Another portal (pid ${owner}) is already running on DATA_DIR ${path.resolve(dataDir)}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new DataDirInUseError(
    `Could not lock DATA_DIR ${path.resolve(dataDir)}: another process keeps taking it.`,
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
