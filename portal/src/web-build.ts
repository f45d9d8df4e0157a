import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from '@seerat/platform';
import { isFresh } from './source-freshness';

const require = createRequire(import.meta.url);

/**
 * `npm start` serves `web/dist`. It is built here when missing or older than the web sources,
 * so a fresh clone needs no separate build step and a restart without changes costs nothing.
 */
export async function buildWebIfStale(options: { webDir: string; logger: Logger }): Promise<string> {
  const distDir = path.join(options.webDir, 'dist');
  if (await isWebBuildFresh(options.webDir)) return distDir;

  options.logger.info('building the web app (first start or changed sources)');
  // In a process of its own: Vite and Rollup loaded into the supervisor stayed in its memory
  // (some 100 MB) for as long as the portal ran.
  // Vite builds for the NODE_ENV it finds set: under Vitest that is `test`, which gave React's
  // development build (several times slower) to the browser tests and to every `npm start` after
  // them, since the build then counts as fresh. The served app is always the production build.
  const viteCli = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const build = spawn(
    process.execPath,
    [viteCli, 'build', '--mode', 'production', '--logLevel', 'warn', '--config', 'vite.config.ts'],
    { cwd: options.webDir, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
  );
  const [code, signal] = (await once(build, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`The web app did not build (vite exited with ${signal ?? code})`);
  return distDir;
}

/**
 * Whether `web/dist` is newer than everything it is built from: the web app's own files, the
 * contracts it bundles (their schemas and messages) and the installed packages.
 */
export async function isWebBuildFresh(webDir: string): Promise<boolean> {
  const contractsDir = path.join(webDir, '..', 'contracts');
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'package.json'),
    path.join(contractsDir, 'src'),
    path.join(contractsDir, 'package.json'),
    path.join(webDir, '..', 'package-lock.json'),
  ];
  return isFresh([path.join(webDir, 'dist', 'index.html')], sources);
}
