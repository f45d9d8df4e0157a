import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChainDigest } from './postgres/verify-chain';

/**
 * Where chain digests are published: a directory outside the database (under DATA_DIR unless
 * CHAIN_DIGEST_DIR names another, such as a mounted bucket), one JSON line per digest appended to
 * `chain-digests.ndjson`. Someone who can rewrite the database cannot rewrite what was copied out
 * before; `verifyChain` checks the log against every line.
 */
export interface ChainDigestStore {
  publish(digest: ChainDigest): Promise<void>;
  readAll(): Promise<ChainDigest[]>;
}

export function chainDigestDirectory(directory: string): ChainDigestStore {
  const file = path.join(directory, 'chain-digests.ndjson');
  return {
    async publish(digest) {
      await mkdir(directory, { recursive: true });
      await appendFile(file, `${JSON.stringify(digest)}\n`, 'utf8');
    },
    async readAll() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as ChainDigest);
    },
  };
}

/** The directory digests go to: CHAIN_DIGEST_DIR, or `chain-digests` under the data directory. */
export function chainDigestDirectoryOf(config: { DATA_DIR: string; CHAIN_DIGEST_DIR?: string }): string {
  return config.CHAIN_DIGEST_DIR ?? path.join(config.DATA_DIR, 'chain-digests');
}
