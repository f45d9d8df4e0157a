import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, createLogger, DataDirInUseError, loadConfig } from '@seerat/platform';
import { startSupervisedPortal } from './supervisor/start-supervised-portal';
import { buildWebIfStale } from './web-build';

/**
 * `npm start`: the whole portal, each service in a process of its own under one supervisor (a
 * service that dies is started again while the others serve). SIGINT (Ctrl-C) or SIGTERM stops
 * it in order, PostgreSQL last, and nothing is left running.
 */
// Two levels up from portal/src/main.ts and from its compiled portal/dist/main.mjs alike.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

try {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'portal' });
  const webDistDir = await buildWebIfStale({ webDir: path.join(repositoryRoot, 'web'), logger });
  const portal = await startSupervisedPortal({
    config,
    logger,
    webDistDir,
    repositoryRoot,
    announce: (text) => process.stdout.write(`${text}\n`),
  });
  process.stdout.write(`\nSeerat Circles portal: ${portal.url}\n\n`);

  // A Ctrl-C in a terminal reaches the supervisor twice: from the terminal (the whole foreground
  // process group) and from npm, which passes it on to its child. The first signal starts the
  // stop; later ones must not end the process before PostgreSQL is down.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the portal');
    portal.stop().then(
      () => logger.info('portal stopped'),
      (error) => {
        logger.error({ err: error }, 'the portal did not stop cleanly');
        process.exitCode = 1;
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The portal could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exitCode = 1;
}
