/**
 * The little the event store logs through. A pino logger fits it; the store does not depend on
 * the platform package for it.
 */
export interface EventStoreLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const silentLogger: EventStoreLogger = {
  warn: () => {},
  error: () => {},
};
