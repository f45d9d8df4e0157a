import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * package.json's `sideEffects` lets the web app's bundler leave out every contracts module it
 * imports nothing from: without it, the first script built every screen's schemas (bench/RESULTS.md,
 * "The web app's first script"). The list must name exactly the modules whose top level runs a
 * statement for its effect, or the bundler would drop that effect with a module nobody imports from.
 */
const contractsDir = path.resolve(import.meta.dirname, '../../contracts');
const declared: string[] =
  JSON.parse(readFileSync(path.join(contractsDir, 'package.json'), 'utf8')).sideEffects ?? [];

function sourceModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceModules(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec.') ? [full] : [];
  });
}

/** The top-level statements of a module that run for their effect: a call, an assignment. */
function effectStatements(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.filter(ts.isExpressionStatement).map((statement) => statement.getText(source));
}

describe('the contracts package’s side effects', () => {
  it('names exactly the modules whose top level runs a statement for its effect', () => {
    const withEffects = sourceModules(path.join(contractsDir, 'src'))
      .filter((file) => effectStatements(file).length > 0)
      .map((file) => `./${path.relative(contractsDir, file)}`);
    expect(withEffects.length).toBeGreaterThan(0);
    expect([...declared].sort()).toEqual(withEffects.sort());
  });

  it('finds such a statement, and only such, at a module’s top level', () => {
    const file = path.join(contractsDir, 'src/common/field-messages.ts');
    expect(effectStatements(file)).toEqual(['z.config({ customError: fieldMessage });']);
    expect(effectStatements(path.join(contractsDir, 'src/gatherings/gathering-tabs.ts'))).toEqual([]);
  });
});
