import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** When `target` (a file, or a directory and everything under it) was last changed; 0 when absent. */
export async function newestMtime(target: string): Promise<number> {
  if (!existsSync(target)) return 0;
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target, { withFileTypes: true });
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry.name))));
  return Math.max(info.mtimeMs, ...times);
}

/** Whether every one of `built` exists and is newer than every one of `sources` (walked once). */
export async function isFresh(built: string[], sources: string[]): Promise<boolean> {
  const builtAt = await Promise.all(built.map(newestMtime));
  if (builtAt.some((time) => time === 0)) return false;
  const newestSource = Math.max(...(await Promise.all(sources.map(newestMtime))));
  return builtAt.every((time) => time > newestSource);
}
