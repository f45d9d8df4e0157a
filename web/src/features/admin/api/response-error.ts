import { ApiError, PERMISSION_DENIED_MESSAGE } from '../../../lib/api-client';

/**
 * The `ApiError` of a failed call made without `apiRequest` (a file sent or received), read the
 * way `apiRequest` reads one: the body's `message` for 403, else "<status>: <body text>".
 */
export async function responseError(response: Response): Promise<ApiError> {
  const text = await response.text();
  let serverMessage: string | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'message' in parsed &&
      typeof parsed.message === 'string'
    ) {
      serverMessage = parsed.message || undefined;
    }
  } catch {
    // Not JSON: there is no server message.
  }
  const message =
    response.status === 403
      ? (serverMessage ?? PERMISSION_DENIED_MESSAGE)
      : `${response.status}: ${text || response.statusText}`;
  return new ApiError(message, response.status, serverMessage);
}
