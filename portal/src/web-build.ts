import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@seerat/platform';

/**
 * `npm start` serves `web/dist`. It is built here when missing or older than the web sources,
 * so a fresh clone needs no separate build step and a restart without changes costs nothing.
 */
export async function buildWebIfStale(options: { webDir: string; logger: Logger }): Promise<string> {
  const distDir = path.join(options.webDir, 'dist');
  const builtAt = existsSync(path.join(distDir, 'index.html'))
    ? (await stat(path.join(distDir, 'index.html'))).mtimeMs
    : 0;
  const sources = [
    path.join(options.webDir, 'src'),
    path.join(options.webDir, 'index.html'),
    path.join(options.webDir, 'vite.config.ts'),
  ];
  const newestSource = Math.max(...(await Promise.all(sources.map(newestMtime))));
  if (builtAt > newestSource) return distDir;

  options.logger.info('building the web app (first start or changed sources)');
  const { build } = await import('vite');
  // Vite builds for the NODE_ENV it finds set: under Vitest that is `test`, which gave React's
  // development build (several times slower) to the browser tests and to every `npm start` after
  // them, since the build then counts as fresh. The served app is always the production build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: options.webDir,
      mode: 'production',
      logLevel: 'warn',
      configFile: path.join(options.webDir, 'vite.config.ts'),
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return distDir;
}

async function newestMtime(target: string): Promise<number> {
  if (!existsSync(target)) return 0;
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target, { withFileTypes: true });
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry.name))));
  return Math.max(info.mtimeMs, ...times);
}
