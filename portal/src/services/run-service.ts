import { type Config, ConfigError, createLogger, type Logger, loadConfig } from '@seerat/platform';

/**
 * The life of one service of the Docker deployment: read the configuration, start, and on
 * SIGTERM or SIGINT stop in order. A second signal during shutdown ends the process at once.
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
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, `stopping ${name}`);
      stop().then(
        () => logger.info(`${name} stopped`),
        (error) => {
          logger.error({ err: error }, `${name} did not stop cleanly`);
          process.exitCode = 1;
        },
      );
    });
  }
}
