import type { NewUser } from './portal-api';
import { ADMIN, type TestPortal } from './test-portal';

/**
 * One signed-in administrator for a test's set-up. Every call goes through the same session, and
 * the portal makes a session's commands wait for its own earlier writes: a user assigned to the
 * zone created a moment before finds it. (A fresh sign-in per call could ask before the read side
 * knows the zone.)
 */
export interface AdminSession {
  createZone(name: string): Promise<number>;
  createCity(name: string, zoneId: number): Promise<number>;
  createUser(user: NewUser): Promise<number>;
}

export async function adminSession(portal: TestPortal): Promise<AdminSession> {
  const signedIn = await post(portal, '/api/login', ADMIN);
  if (!signedIn.ok) throw new Error(`the administrator could not sign in: ${signedIn.status}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const create = async (route: string, body: unknown) => {
    const answer = await post(portal, route, body, cookie);
    const created = (await answer.json()) as { id?: number };
    if (answer.status !== 201 || typeof created.id !== 'number') {
      throw new Error(`POST ${route} failed: ${answer.status} ${JSON.stringify(created)}`);
    }
    return created.id;
  };
  return {
    createZone: (name) => create('/api/zones', { name, masool: 'Masool' }),
    createCity: (name, zoneId) => create('/api/cities', { name, masoolName: 'Masool', zoneId }),
    createUser: (user) => create('/api/admin/users', user),
  };
}

function post(portal: TestPortal, route: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${portal.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}
