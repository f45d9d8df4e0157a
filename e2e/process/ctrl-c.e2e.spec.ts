import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const STOP_WITHIN_MS = 10_000;

/**
 * The README promises that Ctrl-C stops `npm start`. A person presses it in a terminal, so the
 * test does too: `npm start` runs in a pseudo-terminal (util-linux `script`) and Ctrl-C is typed
 * into it, which signals the terminal's whole foreground process group, npm included.
 */
describe('npm start in a terminal', () => {
  let workDir: string | undefined;
  let terminal: ChildProcessWithoutNullStreams | undefined;
  let portalProcesses: number[] = [];
  afterAll(async () => {
    // After a failure, nothing of this portal may outlive the test (PostgreSQL runs detached).
    for (const pid of [terminal?.pid ?? 0, ...portalProcesses].filter(isAlive)) process.kill(pid, 'SIGKILL');
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('stops every process at Ctrl-C within 10 s, PostgreSQL cleanly, with nothing on stderr', async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'seerat-ctrl-c-'));
    // Run as root, the portal hands the cluster to the postgres user, who must reach it.
    await chmod(workDir, 0o755);
    const dataDir = path.join(workDir, 'data');
    const stderrFile = path.join(workDir, 'stderr.log');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    // The embedded PostgreSQL and in-process jobs: what `npm start` runs on a fresh machine.
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    terminal = spawn(
      'script',
      ['--quiet', '--flush', '--return', '--command', `npm start 2>${stderrFile}`, '/dev/null'],
      { cwd: repositoryRoot, env, detached: true },
    );
    let output = '';
    terminal.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const exited = new Promise<void>((resolve) => terminal?.once('exit', () => resolve()));
    const started = () => output.includes('Seerat Circles portal:');
    await waitUntil(
      () => started() || terminal?.exitCode !== null,
      180_000,
      () => output,
    );
    expect(started(), `npm start did not start:\n${output}\n${readFileSync(stderrFile, 'utf8')}`).toBe(true);

    portalProcesses = descendantsOf(terminal.pid ?? 0);
    expect(portalProcesses.map(commandLine).join('\n')).toMatch(/postgres -D .*seerat-ctrl-c-/);
    expect(portalProcesses.length).toBeGreaterThanOrEqual(6);

    const pressedAt = Date.now();
    terminal.stdin.write('\x03');
    await waitUntil(
      () => portalProcesses.every((pid) => !isAlive(pid)),
      STOP_WITHIN_MS,
      () => portalProcesses.filter(isAlive).map(commandLine).join('\n'),
    );
    await exited;
    expect(Date.now() - pressedAt).toBeLessThan(STOP_WITHIN_MS);
    expect(await readFile(stderrFile, 'utf8')).toBe('');
    // PostgreSQL removes its pid file only when it shut down cleanly.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 240_000);
});

async function waitUntil(done: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Not done within ${timeoutMs} ms:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every process below `root`, read from /proc: the ones to find gone after Ctrl-C. */
function descendantsOf(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), parent);
    } catch {
      // The process ended while the list was read.
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent === pid) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(root);
  return found;
}

function commandLine(pid: number): string {
  try {
    return `${pid}: ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')}`;
  } catch {
    return `${pid}: (gone)`;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
