import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isWebBuildFresh } from '../src/web-build';

/**
 * `npm start` and the browser tests rebuild the web app only when it is stale. It bundles the
 * contracts (every form's schema and message), so a change there must count as much as one in web/.
 */
describe('the web build’s freshness', () => {
  let root: string;
  const hourAgo = new Date(Date.now() - 3_600_000);
  const now = new Date();

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'seerat-web-fresh-'));
    for (const file of [
      'web/src/main.tsx',
      'web/index.html',
      'web/vite.config.ts',
      'web/package.json',
      'contracts/src/common/fields.ts',
      'contracts/package.json',
      'package-lock.json',
    ]) {
      await place(file, hourAgo);
    }
    await place('web/dist/index.html', now);
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  async function place(file: string, at: Date) {
    const full = path.join(root, file);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, '');
    await utimes(full, at, at);
    // A file's folder changes when the file is made: the sources' folders are as old as they are.
    for (let dir = path.dirname(full); dir.startsWith(root) && dir !== root; dir = path.dirname(dir)) {
      await utimes(dir, hourAgo, hourAgo);
    }
  }

  it('is fresh when the build is newer than every source', async () => {
    expect(await isWebBuildFresh(path.join(root, 'web'))).toBe(true);
  });

  it.each([
    'contracts/src/common/fields.ts',
    'contracts/package.json',
    'web/src/main.tsx',
    'web/package.json',
    'package-lock.json',
  ])('is stale once %s changed after the build', async (file) => {
    await place(file, new Date(Date.now() + 60_000));
    expect(await isWebBuildFresh(path.join(root, 'web'))).toBe(false);
  });

  it('is stale with no build at all', async () => {
    await rm(path.join(root, 'web/dist'), { recursive: true });
    expect(await isWebBuildFresh(path.join(root, 'web'))).toBe(false);
  });
});
