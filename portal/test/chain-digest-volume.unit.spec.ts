import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Docker deployment keeps the chain digests on one volume every service shares, and the
 * services that publish and check them (command-api, jobs) refuse to start without it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const MOUNT = '/var/lib/seerat/chain-digests';

/** Runs the start-up guard as the start scripts source it; answers its exit code and stderr. */
function guard(env: Record<string, string>) {
  const run = spawnSync('sh', ['-c', '. deploy/start/require-chain-digests.sh && echo started'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('the chain-digest volume of the Docker deployment', () => {
  it('is one named volume, mounted into every Node service at CHAIN_DIGEST_DIR', () => {
    const compose = read('docker-compose.yml');
    expect(compose).toContain(`CHAIN_DIGEST_DIR: ${MOUNT}`);
    expect(compose).toContain(`- \${CHAIN_DIGEST_VOLUME:-chain-digests}:${MOUNT}`);
    expect(compose).toMatch(/^volumes:\n(?: {2}\S+:\n)* {2}chain-digests:/m);
    expect(read('deploy/node-service.Dockerfile')).toContain(`chown node:node ${MOUNT}`);
  });

  it('must be there before command-api and jobs start', () => {
    for (const service of ['command-api', 'jobs']) {
      const script = read(`deploy/start/${service}.sh`);
      expect(script.indexOf('. deploy/start/require-chain-digests.sh'), service).toBeGreaterThan(-1);
      expect(script.indexOf('. deploy/start/require-chain-digests.sh')).toBeLessThan(
        script.indexOf('exec node'),
      );
    }
    const unset = guard({});
    expect(unset.status).toBe(78);
    expect(unset.stderr).toContain('Refusing to start: CHAIN_DIGEST_DIR (not set)');
    expect(guard({ CHAIN_DIGEST_DIR: path.join(tmpdir(), 'no-such-volume') }).status).toBe(78);
    const mounted = guard({ CHAIN_DIGEST_DIR: mkdtempSync(path.join(tmpdir(), 'chain-digests-')) });
    expect(mounted).toMatchObject({ status: 0, stdout: 'started\n' });
  });
});
