import type { AdminUser } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { usersWithoutProfile } from './users-without-profile';

const user = (id: number, username: string) => ({ id, username }) as AdminUser;

describe('the users a new masool profile may be linked to', () => {
  it('leaves out every user a profile is linked to already', () => {
    const users = [user(1, 'admin'), user(2, 'punjab-masool'), user(3, 'lahore-masool')];
    const profiles = [{ userId: 2 }, { userId: null }];
    expect(usersWithoutProfile(users, profiles).map((shown) => shown.username)).toEqual([
      'admin',
      'lahore-masool',
    ]);
  });
});
