import { ADMIN, type TestPortal } from './test-portal';

export type NewUser = {
  username: string;
  password: string;
  roles: string[];
  assignedZoneId?: number | null;
  assignedCityId?: number | null;
};

/** The zone fields a test sets; the rest keep the portal's defaults. */
export type NewZone = { name: string; masool: string; responsibleCity?: string };

/** The city fields a test sets; the rest keep the portal's defaults. */
export type NewCity = {
  name: string;
  masoolName: string;
  zoneId: number;
  activeCircles?: number;
  majlisMembers?: number;
  ulmaCount?: number;
};

/**
 * Creates an account through the admin API, as the first administrator: the set-up a browser
 * test needs without clicking through the admin panel.
 */
export async function createUser(portal: TestPortal, user: NewUser): Promise<void> {
  await postAsAdmin(portal, '/api/admin/users', user, user.username);
}

/** Creates a zone as the first administrator; answers its id, for addresses and assignments. */
export async function createZone(portal: TestPortal, zone: NewZone): Promise<number> {
  return idOf(await postAsAdmin(portal, '/api/zones', zone, `zone ${zone.name}`));
}

/** Creates a city as the first administrator; answers its id. */
export async function createCity(portal: TestPortal, city: NewCity): Promise<number> {
  return idOf(await postAsAdmin(portal, '/api/cities', city, `city ${city.name}`));
}

/** `GET /api/user` with nothing but the given cookie header: how a stolen cookie would be replayed. */
export function getUserWithCookie(portal: TestPortal, cookie: string): Promise<Response> {
  return fetch(`${portal.url}/api/user`, { headers: { cookie } });
}

/** Signs in as the first administrator and posts `body` to `route`, which must answer 201 Created. */
async function postAsAdmin(portal: TestPortal, route: string, body: unknown, what: string): Promise<unknown> {
  const signedIn = await postJson(portal, '/api/login', ADMIN);
  if (!signedIn.ok) throw new Error(`the administrator could not sign in: ${signedIn.status}`);
  const created = await postJson(portal, route, body, { cookie: cookieHeaderOf(signedIn) });
  if (created.status !== 201) {
    throw new Error(`creating ${what} failed: ${created.status} ${await created.text()}`);
  }
  return created.json();
}

function idOf(created: unknown): number {
  const id = (created as { id?: unknown }).id;
  if (typeof id !== 'number') throw new Error(`the answer carried no id: ${JSON.stringify(created)}`);
  return id;
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
