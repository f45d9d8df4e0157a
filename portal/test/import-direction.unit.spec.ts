import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const biome = path.join(repositoryRoot, 'node_modules/.bin/biome');

/** A file of `file` (a path as in the repository) importing `specifier`, and whether it may. */
interface Probe {
  file: string;
  specifier: string;
  allowed: boolean;
}

const PROBES: Probe[] = [
  { file: 'contracts/src/probe.ts', specifier: '@seerat/domain', allowed: false },
  { file: 'domain/src/index-probe.ts', specifier: '@seerat/contracts', allowed: true },
  { file: 'domain/test/probe.ts', specifier: '@seerat/command-api', allowed: false },
  { file: 'domain/src/cities/probe-decider.ts', specifier: 'node:crypto', allowed: false },
  { file: 'domain/src/cities/knex-decider.ts', specifier: 'knex', allowed: false },
  { file: 'domain/src/cities/platform-decider.ts', specifier: '@seerat/platform', allowed: false },
  { file: 'domain/src/cities/escape-decider.ts', specifier: '../../../command-api/src/app', allowed: false },
  { file: 'domain/src/cities/own-decider.ts', specifier: '../zones/zone-decider', allowed: true },
  { file: 'domain/src/cities/type-decider.ts', specifier: '../decider', allowed: true },
  { file: 'read-api/src/probe.ts', specifier: '@seerat/command-api', allowed: false },
  { file: 'read-api/src/engine-probe.ts', specifier: '@seerat/projector', allowed: false },
  { file: 'read-api/src/tables-probe.ts', specifier: '@seerat/projector/tables', allowed: true },
  { file: 'read-api/src/domain-probe.ts', specifier: '@seerat/domain', allowed: true },
  { file: 'read-api/test/probe.ts', specifier: '@seerat/projector', allowed: true },
  { file: 'read-api/test/service-probe.ts', specifier: '@seerat/command-api', allowed: false },
  { file: 'command-api/src/probe.ts', specifier: '@seerat/read-api', allowed: false },
  { file: 'command-api/src/portal-probe.ts', specifier: '@seerat/portal', allowed: false },
  { file: 'projector/src/probe.ts', specifier: '@seerat/command-api', allowed: false },
  { file: 'projector/src/domain-probe.ts', specifier: '@seerat/domain', allowed: true },
  { file: 'jobs/src/probe.ts', specifier: '@seerat/read-api', allowed: false },
  { file: 'web/src/lib/probe.ts', specifier: '@seerat/domain', allowed: false },
  { file: 'web/src/lib/contracts-probe.ts', specifier: '@seerat/contracts', allowed: true },
];

/**
 * Lints each probe with the repository's biome.json, in a folder of its own so that no probe ever
 * sits in the working tree, and answers the probes' files that the import rule flagged.
 */
async function flaggedProbes(folder: string): Promise<Set<string>> {
  await copyFile(path.join(repositoryRoot, 'biome.json'), path.join(folder, 'biome.json'));
  for (const { file, specifier } of PROBES) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(
      path.join(folder, file),
      `import { probe } from '${specifier}';\nexport const value = probe;\n`,
    );
  }
  const lint = spawnSync(biome, ['lint', '--vcs-enabled=false', '--reporter=github', '.'], {
    cwd: folder,
    encoding: 'utf8',
  });
  const flagged = lint.stdout.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),/gm);
  return new Set([...flagged].map(([, file]) => path.relative(folder, file!)));
}

describe('the direction of imports between packages (biome.json)', () => {
  let folder: string;
  let flagged: Set<string>;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'import-direction-'));
    flagged = await flaggedProbes(folder);
  }, 30_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('fails each forbidden import and passes each allowed one', () => {
    const verdicts = (flaggedOnes: (probe: Probe) => boolean) =>
      Object.fromEntries(PROBES.map((probe) => [`${probe.file} ← ${probe.specifier}`, flaggedOnes(probe)]));
    expect(verdicts((probe) => flagged.has(probe.file))).toEqual(verdicts((probe) => !probe.allowed));
  });
});
