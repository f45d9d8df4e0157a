import { type BoundedWorkQueue, HttpError, queueFull } from '@seerat/platform';
import { type LoginThrottle, THROTTLED_MESSAGE } from './login-throttle';

export const BUSY_MESSAGE = 'Too many sign-in attempts at once. Please try again in a moment.';

export interface PasswordGuard {
  throttle: LoginThrottle;
  queue: BoundedWorkQueue;
}

/**
 * One password check of `username` from `address` (a sign-in, a change of password), counted by
 * the throttle before it runs and run through the verification queue: 429 with Retry-After when
 * a limit is reached or the queue is full. `passed` tells from the check's result whether the
 * password was right; a check that throws never ran to a verdict and is not counted.
 */
export async function throttledAttempt<T>(
  guard: PasswordGuard,
  who: { username: string; address: string },
  check: () => Promise<T>,
  passed: (result: T) => boolean,
): Promise<T> {
  const place = guard.queue.reserve();
  if (!place) throw queueFull(BUSY_MESSAGE);
  const answer = await guard.throttle.attempt(who.username, who.address).catch((error: unknown) => {
    place.cancel();
    throw error;
  });
  if (!answer.allowed) {
    place.cancel();
    throw tooMany(THROTTLED_MESSAGE, answer.retryAfterSeconds);
  }
  let result: T;
  try {
    result = await place.run(check);
  } catch (error) {
    await answer.attempt.abandoned();
    throw error;
  }
  if (passed(result)) await answer.attempt.succeeded();
  return result;
}

function tooMany(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}
