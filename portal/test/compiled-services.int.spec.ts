import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createSilentLogger } from '@seerat/platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildServicesIfStale, type PortalProcess } from '../src/supervisor/service-build';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The npm packages a compiled file loads when it starts: its own static imports and those of the
 * chunks it imports statically, not what it imports on first use (`import()`).
 */
async function packagesLoadedAtStart(file: string, seen = new Set<string>()): Promise<Set<string>> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const code = await readFile(file, 'utf8');
  for (const [, specifier] of code.matchAll(
    /^(?:import|export)\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"/gm,
  )) {
    if (!specifier) continue;
    if (specifier.startsWith('.')) {
      for (const name of await packagesLoadedAtStart(path.resolve(path.dirname(file), specifier), seen)) {
        packages.add(name);
      }
    } else if (!specifier.startsWith('node:')) {
      packages.add(specifier);
    }
  }
  return packages;
}

describe('the services compiled ahead', () => {
  let built: Record<PortalProcess, string>;
  beforeAll(async () => {
    built = await buildServicesIfStale({ repositoryRoot, logger: createSilentLogger() });
  }, 60_000);

  it('load no EventStoreDB client at start on the embedded default', async () => {
    for (const service of ['command-api', 'read-api', 'projector', 'jobs', 'projector-and-jobs'] as const) {
      const packages = await packagesLoadedAtStart(built[service]);
      expect(packages, service).toContain('koa');
      expect(packages, service).not.toContain('@eventstore/db-client');
    }
  });

  it('load no password hashing at start where no password is checked', async () => {
    for (const service of ['read-api', 'projector', 'jobs', 'projector-and-jobs'] as const) {
      expect(await packagesLoadedAtStart(built[service]), service).not.toContain('@node-rs/argon2');
    }
  });

  it('load no list of common passwords at start: it is read when a new password is first checked', async () => {
    for (const service of ['command-api', 'read-api', 'projector', 'jobs', 'projector-and-jobs'] as const) {
      expect(await packagesLoadedAtStart(built[service]), service).not.toContain(
        '@zxcvbn-ts/language-common',
      );
    }
  });

  it('load no image library at start: only a picture sent to the command API needs it', async () => {
    for (const service of ['command-api', 'read-api', 'projector', 'jobs', 'projector-and-jobs'] as const) {
      expect(await packagesLoadedAtStart(built[service]), service).not.toContain('sharp');
    }
  });

  it('load no BullMQ at start: the jobs load it only with REDIS_URL', async () => {
    for (const service of ['command-api', 'read-api', 'projector', 'jobs', 'projector-and-jobs'] as const) {
      expect(await packagesLoadedAtStart(built[service]), service).not.toContain('bullmq');
    }
  });

  it('are not compiled again while their sources are unchanged', async () => {
    const before = (await stat(built['read-api'])).mtimeMs;
    const again = await buildServicesIfStale({ repositoryRoot, logger: createSilentLogger() });
    expect((await stat(again['read-api'])).mtimeMs).toBe(before);
  });
});
