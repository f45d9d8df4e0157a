import { pino } from 'pino';

export type Logger = pino.Logger;

/**
 * JSON lines on stdout. Secrets never reach a log: these paths are redacted wherever they appear.
 */
export function createLogger(options: { level: string; name?: string }): Logger {
  return pino({
    level: options.level,
    name: options.name,
    redact: {
      paths: [
        'password',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        'req.headers.cookie',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
  });
}

/** For tests: a logger that drops everything unless LOG_LEVEL asks for it. */
export function createSilentLogger(): Logger {
  return pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
}
