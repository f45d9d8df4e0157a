import { ApiError } from '../../lib/api-client';

/**
 * A profile form's failure toast title (spec 001 Profiles). The server refusing the profile names
 * the step ("Failed to create profile", "Failed to update profile"); a form that never got an
 * answer about the profile (no connection, or the server failing on its own) says "Failed to
 * submit form", as nothing is known about the profile then.
 */
export function profileFailureTitle(error: unknown, refused: string): string {
  return error instanceof ApiError && error.status < 500 ? refused : 'Failed to submit form';
}
