import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** Where a test file may sit: the README's feature table, "tests". */
function misplacedTest(file: string): string | undefined {
  const [pkg, folder] = file.split('/');
  if (file.endsWith('.e2e.spec.ts')) return pkg === 'e2e' ? undefined : 'a browser test belongs in e2e/';
  if (!/\.(unit|int)\.spec\.tsx?$/.test(file))
    return 'a test is named <what it tests>.{unit,int,e2e}.spec.ts';
  // The web keeps a test beside its module; the server packages keep theirs in test/.
  if (pkg === 'web') return undefined;
  return folder === 'test' ? undefined : `a server package keeps its tests in ${pkg}/test/`;
}

async function specFiles(): Promise<string[]> {
  const packages = (await readdir(repositoryRoot, { withFileTypes: true })).filter(
    (entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules',
  );
  const files = await Promise.all(
    packages.map(async ({ name }) =>
      (await readdir(path.join(repositoryRoot, name), { recursive: true }))
        .filter((entry) => /\.spec\.tsx?$/.test(entry) && !entry.split(path.sep).includes('node_modules'))
        .map((entry) => [name, ...entry.split(path.sep)].join('/')),
    ),
  );
  return files.flat();
}

describe('test files', () => {
  it('sit where the README says, named by their kind', async () => {
    const files = await specFiles();
    expect(files.length).toBeGreaterThan(200);
    const misplaced = files.flatMap((file) => {
      const why = misplacedTest(file);
      return why ? [`${file}: ${why}`] : [];
    });
    expect(misplaced).toEqual([]);
  });

  it('refuses a server test beside its module, an e2e test elsewhere and a name without its kind', () => {
    expect(misplacedTest('platform/src/http/client-address.unit.spec.ts')).toMatch(/platform\/test/);
    expect(misplacedTest('portal/test/screens.e2e.spec.ts')).toMatch(/e2e/);
    expect(misplacedTest('read-api/test/cities.spec.ts')).toMatch(/named/);
    expect(misplacedTest('web/src/lib/route-search.unit.spec.ts')).toBeUndefined();
    expect(misplacedTest('domain/test/city-decider.unit.spec.ts')).toBeUndefined();
  });
});
