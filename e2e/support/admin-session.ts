import { createCity, createUser, createZone, type NewUser } from './portal-api';
import type { TestPortal } from './test-portal';

/** Set-up calls with the defaults most tests need, all through the portal's one admin session. */
export interface AdminSession {
  createZone(name: string): Promise<number>;
  createCity(name: string, zoneId: number): Promise<number>;
  createUser(user: NewUser): Promise<number>;
}

export async function adminSession(portal: TestPortal): Promise<AdminSession> {
  return {
    createZone: (name) => createZone(portal, { name, masool: 'Masool' }),
    createCity: (name, zoneId) => createCity(portal, { name, masoolName: 'Masool', zoneId }),
    createUser: (user) => createUser(portal, user),
  };
}
