import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret generated once and kept in DATA_DIR (mode 600), so a restart keeps sessions valid
 * and the embedded database reachable without anyone having to configure a secret.
 */
export async function readOrCreateSecret(dataDir: string, name: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, `${name}.secret`);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
