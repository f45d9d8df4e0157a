import { readdir, readFile } from 'node:fs/promises';

/** Linux's clock ticks per second in /proc's times (`getconf CLK_TCK`): 100 on every common kernel. */
const TICKS_PER_SECOND = 100;

/** The CPU seconds (user and system) a process has used so far, or null when it is gone (Linux). */
export async function cpuSecondsOf(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields follow its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Each PostgreSQL server process's CPU seconds so far, by pid. */
async function postgresCpuSeconds(): Promise<Map<number, number>> {
  const seconds = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const command = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
    if (command.trim() !== 'postgres') continue;
    const used = await cpuSecondsOf(pid);
    if (used !== null) seconds.set(pid, used);
  }
  return seconds;
}

/** CPU seconds each part used over a window: the services by name, PostgreSQL and this benchmark. */
export type CpuUse = Record<string, number>;

/** Every process of the server, so on a server others use too, their work as well. */
export const POSTGRES = 'PostgreSQL (whole server)';
export const LOAD_GENERATOR = 'load generator';

/**
 * The CPU seconds PostgreSQL's processes used between two readings. A process first seen at the end
 * started within the window, so all of its CPU is the window's: the pools open connections as the
 * load grows, and leaving those out undercounted a command's CPU by a fifth (bench/RESULTS.md, "A
 * host between the two"). A process gone by the end is lost for the part after the first reading.
 */
export function postgresCpuBetween(
  start: ReadonlyMap<number, number>,
  end: ReadonlyMap<number, number>,
): number {
  let used = 0;
  for (const [pid, seconds] of end) used += seconds - (start.get(pid) ?? 0);
  return used;
}

/**
 * Watches the CPU the services, PostgreSQL's processes and this benchmark's own process (the load
 * generator) use from now until `stop` (PostgreSQL's as `postgresCpuBetween` counts it).
 */
export async function watchCpu(services: Record<string, number>) {
  const startServices = await Promise.all(Object.values(services).map(cpuSecondsOf));
  const startPostgres = await postgresCpuSeconds();
  const startOwn = process.cpuUsage();
  return {
    async stop(): Promise<CpuUse> {
      const own = process.cpuUsage(startOwn);
      const endServices = await Promise.all(Object.values(services).map(cpuSecondsOf));
      const endPostgres = await postgresCpuSeconds();
      const use: CpuUse = {};
      Object.keys(services).forEach((name, index) => {
        use[name] = (endServices[index] ?? 0) - (startServices[index] ?? 0);
      });
      use[POSTGRES] = postgresCpuBetween(startPostgres, endPostgres);
      use[LOAD_GENERATOR] = (own.user + own.system) / 1e6;
      return use;
    },
  };
}
