import { type ErrorBody, errorBodySchema } from '@seerat/contracts';

/**
 * The one way the web talks to `/api`: the session cookie goes with every call, a non-ok answer
 * becomes an {@link ApiError}, and an answer is read as JSON unless the caller says otherwise.
 *
 * The error text follows the product spec: for 403 the body's `message` (or the permission-denied
 * text), for any other status "<status>: <body text or status text>". That raw text is not fit for a
 * toast, so the error also carries the body's `message` as `serverMessage` for screens to show.
 * Failed answers are read with the contracts' `errorBodySchema`, the shape both APIs' error
 * middleware answers with, so the failing fields of a 400 reach screens typed as `fields`.
 */

export const PERMISSION_DENIED_MESSAGE = 'Permission denied, please check with Administrator';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    /** The `message` field of a JSON error body, when the server sent one. */
    readonly serverMessage: string | undefined,
    /** The failing inputs of a 400 by field name (`name`, `address.city`), when the server named any. */
    readonly fields: ErrorBody['fields'] = undefined,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  /** Sent as JSON. */
  body?: unknown;
  /** `none` for calls whose answer nobody reads (logout). */
  responseType?: 'json' | 'none';
  /** Extra request headers, such as `If-Match` with the version an edit started from. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export async function apiRequest<TResponse>(
  method: Method,
  path: string,
  { body, responseType = 'json', headers, signal }: RequestOptions = {},
): Promise<TResponse> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    // The API accepts mutations only as JSON, so every mutation says so, even without a body.
    headers: method === 'GET' ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (responseType === 'none' || response.status === 204) return undefined as TResponse;
  return (await response.json()) as TResponse;
}

/**
 * The `ApiError` of a failed response: the body's `message` for 403, else "<status>: <body text>".
 * Calls made without `apiRequest` (a file sent or received) read their failures with it too.
 */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  const body = errorBody(text);
  const serverMessage = body?.message === '' ? undefined : body?.message;
  const message =
    response.status === 403
      ? (serverMessage ?? PERMISSION_DENIED_MESSAGE)
      : `${response.status}: ${text || response.statusText}`;
  return new ApiError(message, response.status, serverMessage, body?.fields);
}

function errorBody(text: string): ErrorBody | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): there is no error body.
    return undefined;
  }
  const body = errorBodySchema.safeParse(parsed);
  return body.success ? body.data : undefined;
}

/**
 * What a screen shows about a failed call: the rules a 400 says were broken, one a line, else the
 * server's own words when it sent any.
 */
export function describeError(error: unknown): string {
  const broken = brokenRules(error);
  if (broken !== undefined) return broken;
  if (error instanceof ApiError && error.serverMessage !== undefined) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}

/** The server's own words about a failed call, or the screen's fallback text when it sent none. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage !== undefined ? error.serverMessage : fallback;
}

/**
 * The messages of a 400's failing fields, one a line and each once ("Password must be at least 6
 * characters"), or `undefined` when the server named no field. A toast's description summarises
 * with it what the form shows beside each field.
 */
export function brokenRules(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.fields === undefined) return undefined;
  const messages = [...new Set(Object.values(error.fields))];
  return messages.length > 0 ? messages.join('\n') : undefined;
}
