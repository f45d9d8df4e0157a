import { ADMIN, type TestPortal } from './test-portal';

export type NewUser = {
  username: string;
  password: string;
  roles: string[];
  assignedZoneId?: number | null;
  assignedCityId?: number | null;
};

/**
 * Creates an account through the admin API, as the first administrator: the set-up a browser
 * test needs without clicking through the admin panel.
 */
export async function createUser(portal: TestPortal, user: NewUser): Promise<void> {
  const signedIn = await postJson(portal, '/api/login', ADMIN);
  if (!signedIn.ok) throw new Error(`the administrator could not sign in: ${signedIn.status}`);
  const cookie = cookieHeaderOf(signedIn);
  const created = await postJson(portal, '/api/admin/users', user, { cookie });
  if (created.status !== 201) {
    throw new Error(`creating ${user.username} failed: ${created.status} ${await created.text()}`);
  }
}

/** `GET /api/user` with nothing but the given cookie header: how a stolen cookie would be replayed. */
export function getUserWithCookie(portal: TestPortal, cookie: string): Promise<Response> {
  return fetch(`${portal.url}/api/user`, { headers: { cookie } });
}

function postJson(
  portal: TestPortal,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${portal.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

function cookieHeaderOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}
