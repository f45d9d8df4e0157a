import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createVitest } from 'vitest/node';
import { LONG_FILES, longFilesFirst } from '../src/testing/long-files-first';

const ROOT = path.resolve(import.meta.dirname, '../..');
const spec = (file: string, project = 'unit-int') => ({
  moduleId: path.join(ROOT, file),
  project: { name: project },
});
const files = (specs: { moduleId: string }[]) => specs.map((each) => path.relative(ROOT, each.moduleId));

describe('long files first', () => {
  it('moves the listed files to the front of their project, in listed order, the rest as they were', () => {
    const sorted = longFilesFirst(
      [spec('a.spec.ts'), spec('slow-2.spec.ts'), spec('b.spec.ts'), spec('slow-1.spec.ts')],
      ROOT,
      ['slow-1.spec.ts', 'slow-2.spec.ts'],
    );
    expect(files(sorted)).toEqual(['slow-1.spec.ts', 'slow-2.spec.ts', 'a.spec.ts', 'b.spec.ts']);
  });

  it('keeps the projects in their places, so the browser tests still come last', () => {
    const sorted = longFilesFirst(
      [
        spec('a.spec.ts'),
        spec('slow.spec.ts'),
        spec('x.e2e.spec.ts', 'e2e'),
        spec('slow.e2e.spec.ts', 'e2e'),
      ],
      ROOT,
      ['slow.e2e.spec.ts', 'slow.spec.ts'],
    );
    expect(files(sorted)).toEqual(['slow.spec.ts', 'a.spec.ts', 'slow.e2e.spec.ts', 'x.e2e.spec.ts']);
  });

  it('names only files that exist, so a renamed long file is not silently sorted by size again', () => {
    for (const file of LONG_FILES) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
  });

  it("is the order the repository's Vitest configuration runs the files in", async () => {
    const vitest = await createVitest('test', { config: path.join(ROOT, 'vitest.config.ts'), watch: false });
    try {
      const specs = await vitest.globTestSpecifications();
      const sorted = await new vitest.config.sequence.sequencer(vitest).sort(specs);
      // Each project starts with its own long files, in listed order.
      for (const project of ['unit-int', 'e2e']) {
        const inProject = files(sorted.filter((each) => each.project.name === project));
        const listed = LONG_FILES.filter((file) => inProject.includes(file));
        expect(inProject.slice(0, listed.length), project).toEqual(listed);
      }
      expect(files(sorted.filter((each) => each.project.name === 'e2e'))[0]).toBe(
        'e2e/screens/every-screen.e2e.spec.ts',
      );
      expect(sorted.at(-1)?.project.name).toBe('e2e');
    } finally {
      await vitest.close();
    }
  }, 30_000);
});
