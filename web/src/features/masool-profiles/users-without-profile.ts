import type { AdminUser, ListedMasoolProfile } from '@seerat/contracts';

/** The accounts a new masool profile may be linked to: those no profile is linked to yet. */
export function usersWithoutProfile(
  users: readonly AdminUser[],
  profiles: readonly Pick<ListedMasoolProfile, 'userId'>[],
): AdminUser[] {
  const linked = new Set(profiles.map((profile) => profile.userId));
  return users.filter((user) => !linked.has(user.id));
}
