import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_V8_FLAGS } from '../src/supervisor/service-runtime';

/**
 * The Docker services run with the V8 flags `npm start` gives each service (the memory figures of
 * bench/RESULTS.md hold for both); the jobs service with those of the projector's process, where
 * `npm start` runs the jobs.
 */
const root = path.resolve(import.meta.dirname, '../..');
const nodeCommandOf = (service: string) => {
  const script = readFileSync(path.join(root, `deploy/start/${service}.sh`), 'utf8');
  const line = script.split('\n').find((text) => text.startsWith('exec node '));
  if (!line) throw new Error(`deploy/start/${service}.sh starts no node`);
  return line.split(/\s+/);
};

describe("the Docker services' V8 flags", () => {
  it.each([
    ['command-api', SERVICE_V8_FLAGS['command-api']],
    ['read-api', SERVICE_V8_FLAGS['read-api']],
    ['projector', SERVICE_V8_FLAGS.projector],
    ['jobs', SERVICE_V8_FLAGS.projector],
  ])('%s starts with npm start’s flags', (service, flags) => {
    const command = nodeCommandOf(service);
    expect(flags.length).toBeGreaterThan(0);
    expect(command).toEqual(expect.arrayContaining([...flags]));
    // Flags go to node, before the script: after it they would be the script's arguments.
    const script = command.findIndex((word) => word.endsWith('.mjs'));
    for (const flag of flags) expect(command.indexOf(flag)).toBeLessThan(script);
  });
});

describe("the command API's young generation", () => {
  it('is 4 MB: with 1 MB, garbage collection was a quarter of its CPU at 16 clients', () => {
    // bench/RESULTS.md, "Commands: round 5": the scavenges' pauses per command, 0.64 ms at 1 MB
    // and 0.26 ms at 4 MB; measured again before this is lowered.
    expect(SERVICE_V8_FLAGS['command-api']).toContain('--max-semi-space-size=4');
  });
});
