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
 * test needs without clicking through the admin panel. Answers its id.
 */
export async function createUser(portal: TestPortal, user: NewUser): Promise<number> {
  return idOf(await postAsAdmin(portal, '/api/admin/users', user, user.username));
}

/** Creates a zone as the first administrator; answers its id, for addresses and assignments. */
export async function createZone(portal: TestPortal, zone: NewZone): Promise<number> {
  return idOf(await postAsAdmin(portal, '/api/zones', zone, `zone ${zone.name}`));
}

/** Creates a city as the first administrator; answers its id. */
export async function createCity(portal: TestPortal, city: NewCity): Promise<number> {
  return idOf(await postAsAdmin(portal, '/api/cities', city, `city ${city.name}`));
}

/** Creates a zone masool's profile as the first administrator, linked to `userId`; answers its id. */
export async function createMasoolProfile(
  portal: TestPortal,
  profile: { name: string; contact: string; zoneId: number; userId: number },
): Promise<number> {
  return idOf(
    await postAsAdmin(portal, '/api/masool-profiles', { ...profile, profileType: 'zone' }, profile.name),
  );
}

/** Edits a city as the first administrator, with the reason the form asks for. */
export function updateCity(
  portal: TestPortal,
  cityId: number,
  changes: Record<string, unknown>,
): Promise<void> {
  return putAsAdmin(portal, `/api/cities/${cityId}`, changes, `city ${cityId}`);
}

/** The event (gathering) fields a test sets; the rest keep the portal's defaults. */
export type NewGathering = {
  title: string;
  purpose: string;
  cityId: number;
  startDateTime: string;
  endDateTime: string;
  location?: string;
  expectedParticipants?: number;
};

/** Creates an event as a draft, as the first administrator; answers its id. */
export async function createGathering(portal: TestPortal, event: NewGathering): Promise<number> {
  return idOf(await postAsAdmin(portal, '/api/events', event, `event ${event.title}`));
}

/** Saves a draft event's changes (Save Draft) as the first administrator, with a reason. */
export function updateGathering(
  portal: TestPortal,
  eventId: number,
  changes: Record<string, unknown>,
): Promise<void> {
  return putAsAdmin(portal, `/api/events/${eventId}`, changes, `event ${eventId}`);
}

/** Drafts an event's budget as the first administrator; answers its id. */
export async function createBudget(
  portal: TestPortal,
  budget: { eventId: number; title: string },
): Promise<number> {
  return idOf(await postAsAdmin(portal, '/api/budgets', budget, `budget ${budget.title}`));
}

/** Adds a planned line (amounts in paisa) to a draft budget as the first administrator. */
export async function addBudgetLine(
  portal: TestPortal,
  budgetId: number,
  kind: 'collection' | 'expense',
  line: Record<string, unknown>,
): Promise<void> {
  await postAsAdmin(portal, `/api/budgets/${budgetId}/${kind}s`, line, `budget ${budgetId} ${kind}`);
}

/** `GET /api/user` with nothing but the given cookie header: how a stolen cookie would be replayed. */
/** The meeting fields a test sets; the rest keep the portal's defaults. */
export type NewMeeting = { title: string; meetingDate: string; cityId: number; status?: string };

/** Records a city meeting as the first administrator; answers its id. */
export async function createMeeting(portal: TestPortal, meeting: NewMeeting): Promise<number> {
  return idOf(await postAsAdmin(portal, '/api/meetings', meeting, `meeting ${meeting.title}`));
}

export function getUserWithCookie(portal: TestPortal, cookie: string): Promise<Response> {
  return fetch(`${portal.url}/api/user`, { headers: { cookie } });
}

/**
 * One administrator session per portal for all set-up calls: the portal makes a session's
 * commands wait for its own earlier writes, so a city created right after its zone finds it.
 * (A fresh sign-in per call could ask before the read side knows the zone.)
 */
const adminCookies = new WeakMap<TestPortal, Promise<string>>();

function adminCookie(portal: TestPortal): Promise<string> {
  let cookie = adminCookies.get(portal);
  if (!cookie) {
    cookie = postJson(portal, '/api/login', ADMIN).then((signedIn) => {
      if (!signedIn.ok) throw new Error(`the administrator could not sign in: ${signedIn.status}`);
      return cookieHeaderOf(signedIn);
    });
    adminCookies.set(portal, cookie);
  }
  return cookie;
}

/** Posts `body` to `route` as the first administrator; the route must answer 201 Created. */
export async function postAsAdmin(
  portal: TestPortal,
  route: string,
  body: unknown,
  what: string,
): Promise<unknown> {
  const created = await postJson(portal, route, body, { cookie: await adminCookie(portal) });
  if (created.status !== 201) {
    throw new Error(`creating ${what} failed: ${created.status} ${await created.text()}`);
  }
  return created.json();
}

/** Puts `changes` to `route` as the first administrator; the route must answer 200. */
export async function putAsAdmin(
  portal: TestPortal,
  route: string,
  changes: unknown,
  what: string,
): Promise<void> {
  const updated = await postJson(portal, route, changes, { cookie: await adminCookie(portal) }, 'PUT');
  if (updated.status !== 200)
    throw new Error(`updating ${what} failed: ${updated.status} ${await updated.text()}`);
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
  method = 'POST',
): Promise<Response> {
  return fetch(`${portal.url}${route}`, {
    method,
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
