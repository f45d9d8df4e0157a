import type { MasoolProfile } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { cityMasoolProfile, shownCityMasool } from './city-masool-match';

const profile = (overrides: Partial<MasoolProfile>) =>
  ({
    id: 1,
    name: 'Someone',
    contact: '0',
    profileType: 'city',
    cityId: null,
    ...overrides,
  }) as MasoolProfile;
const city = { id: 7, masoolName: 'Bilal Ahmed', masoolNumber: '+92-300-1234567' };

describe('the City Masool profile match', () => {
  it('prefers the city’s own profile, then a city profile by name, then by number', () => {
    const own = profile({ id: 1, cityId: 7 });
    const byName = profile({ id: 2, name: 'bilal ahmed ' });
    const byNumber = profile({ id: 3, contact: '923001234567' });
    expect(cityMasoolProfile(city, [byNumber, byName, own])?.id).toBe(1);
    expect(cityMasoolProfile(city, [byNumber, byName])?.id).toBe(2);
    expect(cityMasoolProfile(city, [byNumber])?.id).toBe(3);
  });

  it('ignores zone profiles for name and number, and a masool that is missing or TBD', () => {
    expect(cityMasoolProfile(city, [profile({ name: 'Bilal Ahmed', profileType: 'zone' })])).toBeNull();
    expect(cityMasoolProfile({ ...city, masoolName: 'TBD' }, [profile({ cityId: 7 })])).toBeNull();
    expect(cityMasoolProfile({ ...city, masoolName: ' ' }, [profile({ cityId: 7 })])).toBeNull();
  });
});

describe('the City Masool the city page shows', () => {
  it('is the user assigned to the city, by their profile, whatever name the city recorded', () => {
    const assigned = profile({ id: 4, name: 'Usman Ghani', contact: '0300-7654321', cityId: 7, userId: 12 });
    expect(shownCityMasool(city, [assigned])).toEqual({
      name: 'Usman Ghani',
      contact: '0300-7654321',
      profile: assigned,
    });
  });

  it("is the city's recorded masool where no user holds the city", () => {
    const unlinked = profile({ id: 5, name: 'Bilal Ahmed', cityId: 7, userId: null });
    expect(shownCityMasool(city, [unlinked])).toEqual({
      name: 'Bilal Ahmed',
      contact: '+92-300-1234567',
      profile: unlinked,
    });
    expect(shownCityMasool({ ...city, masoolNumber: '' }, [])).toEqual({
      name: 'Bilal Ahmed',
      contact: null,
      profile: null,
    });
  });
});
