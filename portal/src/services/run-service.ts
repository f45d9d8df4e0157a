import { type Config, ConfigError, createLogger, type Logger, loadConfig } from '@seerat/platform';

/**
 * The life of one service, in the Docker deployment or under `npm start`'s supervisor: read the
 * configuration, start, and on SIGTERM or SIGINT stop in order. A second signal during shutdown
 * ends the process at once. Under the supervisor, losing it (its IPC channel closes) stops the
 * service too, so a killed supervisor leaves nothing behind.
 */
export async function runService(
  name: string,
  start: (config: Config, logger: Logger) => Promise<() => Promise<void>>,
) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exitCode = 1;
    return;
  }
  if (!config.DATABASE_URL) {
    process.stderr.write(
      `The ${name} service needs DATABASE_URL (npm start runs the embedded set-up instead).\n`,
    );
    process.exitCode = 1;
    return;
  }
  const logger = createLogger({ level: config.LOG_LEVEL, name });
  const stop = await start(config, logger);
  logger.info(`${name} started`);
  let stopping = false;
  const shutdown = (reason: string) => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    logger.info({ reason }, `stopping ${name}`);
    stop().then(
      () => {
        logger.info(`${name} stopped`);
        // An IPC channel would keep the process alive; it is already closed when the supervisor went first.
        if (process.connected) process.disconnect();
      },
      (error) => {
        logger.error({ err: error }, `${name} did not stop cleanly`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => shutdown(signal));
  process.once('disconnect', () => {
    if (!stopping) shutdown('the supervisor is gone');
  });
}
