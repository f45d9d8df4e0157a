/**
 * Errors that say the connection or the server hiccupped, not that an event is wrong: the same
 * work may succeed later. SQLSTATE classes 08 (connection), 53 (insufficient resources) and 57P
 * (shutdown), serialization failures and deadlocks, and socket errors from the driver.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (['08', '53', '57P'].some((prefix) => code.startsWith(prefix))) return true;
    if (['40001', '40P01', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE'].includes(code)) return true;
  }
  return error.name === 'KnexTimeoutError' || /Connection terminated/i.test(error.message);
}
