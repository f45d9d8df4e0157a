import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files known to take a minute or more, longest first, with the seconds each took in a
 * full CI run on an unloaded 2-core machine. CI starts from a clean clone, so Vitest has no cache
 * of durations there and orders by file size: a short file driving minutes of requests (the
 * hostile-input one, 244 s) started last and ran alone on one worker while the other sat idle.
 * Started first, they run beside the many short files instead. A file that grows long belongs here.
 */
export const LONG_FILES: readonly string[] = [
  'portal/test/hostile-input/every-command.int.spec.ts', // 244 s
  'demo-data/test/demo-data.int.spec.ts', // 80 s
  'portal/test/log-export-import.int.spec.ts', // 54 s
  'portal/test/entity-as-of-demo.int.spec.ts', // 43 s
  // Builds the browser tests' demo organisation, which touch then copies: first of its project.
  'e2e/screens/every-screen.e2e.spec.ts', // 194 s
];

interface Spec {
  moduleId: string;
  project: { name: string };
}

/**
 * `specs` in Vitest's order with, inside each project, the `longFiles` moved to the front in their
 * listed order; projects keep their places, so the browser tests still run after the others.
 */
export function longFilesFirst<T extends Spec>(
  specs: readonly T[],
  root: string,
  longFiles = LONG_FILES,
): T[] {
  const projectPlace = new Map<string, number>();
  for (const [place, spec] of specs.entries()) {
    if (!projectPlace.has(spec.project.name)) projectPlace.set(spec.project.name, place);
  }
  const longRank = (spec: T) => {
    const rank = longFiles.indexOf(path.relative(root, spec.moduleId).split(path.sep).join('/'));
    return rank === -1 ? longFiles.length : rank;
  };
  const keyed = specs.map((spec, place) => ({
    spec,
    key: [projectPlace.get(spec.project.name)!, longRank(spec), place],
  }));
  keyed.sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.key[2]! - b.key[2]!);
  return keyed.map(({ spec }) => spec);
}

/** Vitest's own order (by cached duration, else by size), then the known long files first. */
export class LongFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longFilesFirst(await super.sort(files), this.ctx.config.root);
  }
}
