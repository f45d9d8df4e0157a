import { execFile } from 'node:child_process';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface MachineDescription {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  postgres: string;
}

export function describeMachine(postgresVersion: string): MachineDescription {
  const processors = cpus();
  return {
    cpu: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${process.platform} ${release()}`,
    node: process.version,
    postgres: postgresVersion,
  };
}

/**
 * What else ran while we measured: the 1-minute load average and the busiest processes outside
 * this benchmark's own, sampled every 5 s. On a shared machine the figures depend on it, so the
 * report says so.
 */
export interface OtherActivity {
  loadAverage: { atStart: number; highest: number; atEnd: number };
  /** Command names of other processes seen using more than a fifth of a core, most often first. */
  busyProcesses: { command: string; samples: number }[];
}

export function watchOtherActivity(ownPids: () => number[]) {
  const atStart = loadavg()[0]!;
  let highest = atStart;
  const seen = new Map<string, number>();
  const sample = async () => {
    highest = Math.max(highest, loadavg()[0]!);
    try {
      const { stdout } = await run('ps', ['-eo', 'pid=,ppid=,pcpu=,comm=,args=']);
      const processes = stdout
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter(([pid, , , command]) => pid && command);
      const parents = new Map(processes.map(([pid, ppid]) => [Number(pid), Number(ppid)]));
      const own = new Set(ownPids());
      // Ours too: whatever the benchmark started, however deep (npm start's services, Lighthouse's Chromium, the web build).
      const isOurs = (pid: number): boolean => {
        for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at))
          if (own.has(at)) return true;
        return false;
      };
      for (const [pid, , cpu, command, args] of processes) {
        // PostgreSQL's processes ("postgres: …") are the server under test, not other activity.
        if (args === 'postgres:' || isOurs(Number(pid))) continue;
        if (Number(cpu) < 20) continue;
        seen.set(command!, (seen.get(command!) ?? 0) + 1);
      }
    } catch {
      // ps is missing: the load average alone says it.
    }
  };
  const timer = setInterval(() => void sample(), 5000);
  return {
    stop(): OtherActivity {
      clearInterval(timer);
      return {
        loadAverage: { atStart, highest: Math.max(highest, loadavg()[0]!), atEnd: loadavg()[0]! },
        busyProcesses: [...seen]
          .sort((a, b) => b[1] - a[1])
          .map(([command, samples]) => ({ command, samples })),
      };
    },
  };
}
