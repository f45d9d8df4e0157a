import type { AuditedEntityPath } from '@seerat/contracts';
import { linkOptions } from '@tanstack/react-router';

/**
 * Where each audited kind of entity is seen as it stood at `asOf`: its page, or its details over
 * its list, with the moment in the address. Every kind has one, so every change in the activity
 * feed opens the entity as of that change; a new kind of entity fails to compile until it has its.
 */
export const ENTITY_AS_OF_ADDRESS = {
  cities: (id: number, asOf: string) =>
    linkOptions({ to: '/cities/$cityId', params: { cityId: id }, search: { asOf } }),
  zones: (id: number, asOf: string) =>
    linkOptions({ to: '/zones/$zoneId', params: { zoneId: id }, search: { asOf } }),
  qabails: (id: number, asOf: string) => linkOptions({ to: '/qabails', search: { id, asOf } }),
  events: (id: number, asOf: string) => linkOptions({ to: '/events', search: { view: id, asOf } }),
  meetings: (id: number, asOf: string) => linkOptions({ to: '/meetings', search: { meeting: id, asOf } }),
  karguzari: (id: number, asOf: string) =>
    linkOptions({ to: '/meetings', search: { tab: 'karguzari', report: id, asOf } }),
  'masool-profiles': (id: number, asOf: string) =>
    linkOptions({ to: '/profile-management', search: { view: 'masool', profileId: id, asOf } }),
  'team-profiles': (id: number, asOf: string) =>
    linkOptions({ to: '/profile-management', search: { view: 'team', profileId: id, asOf } }),
  // A reading list is its reader's: one per user, named by the user's id.
  'reading-progress': (id: number, asOf: string) =>
    linkOptions({ to: '/masool-profile/$userId', params: { userId: id }, search: { readingAsOf: asOf } }),
  budgets: (id: number, asOf: string) =>
    linkOptions({ to: '/budgets/$budgetId', params: { budgetId: id }, search: { asOf } }),
  users: (id: number, asOf: string) =>
    linkOptions({ to: '/admin', search: { tab: 'users', user: id, asOf } }),
  'custom-roles': (id: number, asOf: string) =>
    linkOptions({ to: '/admin', search: { tab: 'roles', role: id, asOf } }),
  'seerat-models': (id: number, asOf: string) =>
    linkOptions({ to: '/data-entry', search: { tab: 'seerat-model', model: id, asOf } }),
  'recommended-books': (id: number, asOf: string) =>
    linkOptions({ to: '/data-entry', search: { tab: 'book', book: id, asOf } }),
} satisfies Record<AuditedEntityPath, (id: number, asOf: string) => unknown>;
