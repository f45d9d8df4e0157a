import { fork } from 'node:child_process';
import { once } from 'node:events';

/** What the preparing process sends for the person at the terminal (the first password). */
export interface AnnouncementMessage {
  kind: 'announce';
  text: string;
}

/**
 * Runs `script` (services/prepare-database) to its end with `env`, passing its announcements on;
 * fails when it fails, with what it printed already on the supervisor's stderr.
 */
export async function prepareDatabaseInChild(options: {
  script: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  announce: (text: string) => void;
}): Promise<void> {
  const child = fork(options.script, [], {
    cwd: options.cwd,
    env: options.env,
    execArgv: ['--enable-source-maps'],
    // In the supervisor's process group, unlike the services: a Ctrl-C while it runs (the demo
    // data takes a minute) stops it with everything else, before the supervisor listens for signals.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', (message: AnnouncementMessage) => {
    if (message?.kind === 'announce') options.announce(message.text);
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) {
    throw new Error(
      `The database could not be prepared (the preparing process exited with ${signal ?? code})`,
    );
  }
}
