import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createLogger } from '@seerat/platform';
import { consoleTable, writeResultsJson, writeResultsMarkdown } from './benchmarks/report';
import { runBench } from './benchmarks/run-bench';

/**
 * `npm run bench` measures on the national data set (generated once, about a million events, and
 * kept in its own database) and rewrites the table in bench/RESULTS.md; `npm run bench -- --quick`
 * measures the same figures on the small data set in about four minutes. Both print every figure
 * beside its limit and target and write bench/results/latest.json. The databases are created on
 * the PostgreSQL server of BENCH_DATABASE_URL (or DATABASE_URL, or 127.0.0.1:5432), all named
 * seerat_bench_*.
 */
const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    // The services' figures alone (commands, lag, reads, memory): for comparing a change to them.
    'http-only': { type: 'boolean', default: false },
  },
});
const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'info', name: 'bench' });
const serverUrl =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const results = await runBench({
  quick: values.quick,
  httpOnly: values['http-only'],
  serverUrl,
  repositoryRoot: path.resolve(benchDir, '..'),
  logger,
});
await writeResultsJson(path.join(benchDir, 'results', 'latest.json'), results);
if (results.mode === 'full' && !values['http-only'])
  await writeResultsMarkdown(path.join(benchDir, 'RESULTS.md'), results);
process.stdout.write(`\n${consoleTable(results)}\n\n`);
const missed = results.figures.filter((figure) => figure.target && !figure.target.met).length;
process.stdout.write(
  `${missed === 0 ? 'Every target met' : `${missed} target(s) not met`}. ` +
    `Results in bench/results/latest.json${results.mode === 'full' ? ' and bench/RESULTS.md' : ''}.\n`,
);
