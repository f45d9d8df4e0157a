import { readFile, writeFile } from 'node:fs/promises';
import type { SeedSummary } from '@seerat/demo-data';
import type { MachineDescription, OtherActivity } from './machine';

/** One measured figure, with what it is compared to and the target it must meet, if any. */
export interface Figure {
  id: string;
  label: string;
  measured: string;
  /** The limit measured beside it on the same machine in the same run. */
  beside: string | null;
  target: { text: string; met: boolean } | null;
  /** The numbers, for machines. */
  values: Record<string, number>;
}

export interface BenchResults {
  mode: 'full' | 'quick';
  startedAt: string;
  finishedAt: string;
  machine: MachineDescription;
  otherActivity: OtherActivity;
  dataSet: Pick<SeedSummary, 'scale' | 'seed' | 'events' | 'zones' | 'cities' | 'users' | 'qabails'> &
    Partial<Pick<SeedSummary, 'gatherings'>>;
  figures: Figure[];
}

export const number = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';
export const milliseconds = (value: number) => `${number(value, value < 10 ? 1 : 0)} ms`;
export const kilobytes = (bytes: number) => `${number(bytes / 1024, 1)} KB`;

export function markdownTable(results: BenchResults): string {
  const { machine, otherActivity, dataSet } = results;
  const busy = otherActivity.busyProcesses
    .map(({ command, samples }) => `${command} (${samples})`)
    .join(', ');
  const lines = [
    `Run: ${results.mode}, ${results.startedAt} to ${results.finishedAt}.`,
    '',
    `Machine: ${machine.cores} × ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}; Node ${machine.node}; ` +
      `PostgreSQL ${machine.postgres}.`,
    '',
    `Data set: ${dataSet.scale} (seed ${dataSet.seed}): ${number(dataSet.events)} events, ${dataSet.zones} zones, ` +
      `${number(dataSet.cities)} cities, ${number(dataSet.qabails)} qabails, ${number(dataSet.gatherings ?? 0)} events (gatherings), ${dataSet.users} users.`,
    '',
    `Other activity: 1-minute load average ${otherActivity.loadAverage.atStart.toFixed(2)} at the start, ` +
      `${otherActivity.loadAverage.highest.toFixed(2)} at most, ${otherActivity.loadAverage.atEnd.toFixed(2)} at the end; ` +
      `other busy processes (samples above 20% of a core): ${busy || 'none'}.`,
    '',
    '| Figure | Measured | Beside it | Target | Met |',
    '| --- | --- | --- | --- | --- |',
    ...results.figures.map(
      (figure) =>
        `| ${figure.label} | ${figure.measured} | ${figure.beside ?? ''} | ${figure.target?.text ?? ''} | ${
          figure.target ? (figure.target.met ? 'yes' : '**no**') : ''
        } |`,
    ),
  ];
  return lines.join('\n');
}

/** The figures as the terminal shows them at the end of a run. */
export function consoleTable(results: BenchResults): string {
  const rows = results.figures.map((figure) => [
    figure.label,
    figure.measured,
    figure.beside ?? '',
    figure.target ? `${figure.target.text}: ${figure.target.met ? 'met' : 'NOT MET'}` : '',
  ]);
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell)).join('  │  '))
    .join('\n');
}

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

/** Replaces the generated part of RESULTS.md (between its markers); the text around it stays. */
export async function writeResultsMarkdown(file: string, results: BenchResults): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => `# Benchmark results\n\n${START}\n${END}\n`);
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`${file} has lost its ${START} … ${END} markers`);
  const generated = `${START}\n${markdownTable(results)}\n${END}`;
  await writeFile(file, current.slice(0, start) + generated + current.slice(end + END.length));
}

export async function writeResultsJson(file: string, results: BenchResults): Promise<void> {
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
}
