import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The production images install production dependencies only (`npm ci --omit=dev`), so what the
 * running services import must be a production dependency, and the test and bench tools must not.
 * The lockfile is the only source of versions: a package is left out of `--omit=dev` exactly when
 * the lockfile marks it `dev`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const manifest = JSON.parse(read('package.json')) as { workspaces: string[] };
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { dev?: boolean; link?: boolean }>;
};
const isDev = (name: string) => lock.packages[`node_modules/${name}`]?.dev === true;

/** The workspaces the Docker services run (web is served by the gateway; e2e and bench never ship). */
const SERVER_WORKSPACES = manifest.workspaces.filter((name) => !['web', 'e2e', 'bench'].includes(name));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'testing' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry) && !/\.spec\.ts$/.test(entry) ? [full] : [];
  });
}

/** `pkg` of every `from 'pkg'` and `import('pkg')` that names a package (not a path or node:). */
function importedPackages(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const names = [...text.matchAll(/(?:from\s+|import\(\s*)'([^'.][^']*)'/g)].map((match) => match[1]!);
  return names
    .filter((name) => !name.startsWith('node:'))
    .map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!));
}

describe('the supply chain of the production images', () => {
  it('installs production dependencies only, from every workspace manifest', () => {
    const dockerfile = read('deploy/node-service.Dockerfile');
    expect(dockerfile).toMatch(/RUN npm ci --omit=dev/);
    expect(dockerfile).not.toMatch(/--include=dev/);
    for (const workspace of manifest.workspaces) {
      expect(dockerfile, workspace).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });

  it('keeps test and bench tools out of it: dev dependencies of the packages that use them', () => {
    for (const tool of ['playwright-core', 'axe-core', 'autocannon', 'lighthouse', 'chrome-launcher']) {
      expect(isDev(tool), tool).toBe(true);
    }
    for (const tool of ['vitest', 'fast-check', '@biomejs/biome', 'typescript'])
      expect(isDev(tool), tool).toBe(true);
  });

  it('holds everything the services run: tsx and esbuild, which compile them, and every package their code imports', () => {
    expect(isDev('tsx')).toBe(false);
    expect(isDev('esbuild')).toBe(false);
    const imports = SERVER_WORKSPACES.flatMap((workspace) =>
      sourceFiles(path.join(root, workspace, 'src')).flatMap((file) =>
        importedPackages(file).map((name) => ({ file: path.relative(root, file), name })),
      ),
    );
    // The scan sees the services' real dependencies: a scan that found none has broken.
    expect(imports.map(({ name }) => name)).toEqual(expect.arrayContaining(['koa', 'pg', 'sharp', 'zod']));
    const dev = imports.filter(({ name }) => !name.startsWith('@seerat/') && isDev(name));
    expect(dev.map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
  });
});
