import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a browser loads before a page shows: the entry chunk and the chunks it imports statically
 * (index.html's script and modulepreloads), the stylesheets, and the code-split chunks of the
 * routes the page matches with their own static imports. Measured gzipped (level 9, as a server
 * precompressing assets would), from a production build with its manifest.
 */
export interface PageWeight {
  javascriptBytes: number;
  cssBytes: number;
  files: number;
}

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks each page needs beyond the entry: the groups `web/vite.config.ts` gathers the
 * sign-in route and the landing routes (signed-in layout and dashboard) into, by their names.
 */
export const PAGES = {
  signIn: ['sign-in'],
  dashboard: ['landing'],
} as const;

/** Builds the web app into `outDir` with its manifest (the web package's own build). */
export async function buildWeb(repositoryRoot: string, outDir: string): Promise<void> {
  const child = spawn(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    [
      'run',
      'build',
      '-w',
      'web',
      '--',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: repositoryRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`The web build failed (exit code ${code})`);
}

export async function pageWeight(outDir: string, chunkNames: readonly string[]): Promise<PageWeight> {
  const manifest = JSON.parse(
    await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const chunks = new Set<string>();
  // A group's chunk is keyed by its hashed file name: found by the group's name.
  const keyOf = (name: string) => {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.name === name);
    if (!key) throw new Error(`The web build's manifest has no chunk named ${name}`);
    return key;
  };
  const visit = (key: string) => {
    if (chunks.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The web build's manifest has no ${key}`);
    chunks.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const name of chunkNames) visit(keyOf(name));
  const javascript = [...chunks].map((key) => manifest[key]!.file);
  const css = [...new Set([...chunks].flatMap((key) => manifest[key]!.css ?? []))];
  const gzipped = async (files: string[]) => {
    const sizes = await Promise.all(
      files.map(async (file) => gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  };
  return {
    javascriptBytes: await gzipped(javascript),
    cssBytes: await gzipped(css),
    files: javascript.length + css.length,
  };
}
