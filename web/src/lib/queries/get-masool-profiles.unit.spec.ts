import type { ListedMasoolProfile } from '@seerat/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type MasoolProfileLookup, masoolProfileLookupOptions } from './get-masool-profiles';

const ofCityOne: ListedMasoolProfile = {
  id: 7,
  userId: null,
  name: 'Bilal Ahmed',
  contact: '0300-1234567',
  profilePicture: null,
  profileType: 'city',
  zoneId: 1,
  zoneName: 'Punjab',
  cityId: 1,
  cityName: 'Lahore',
  cityPath: [1],
};

/** What a screen holds while its lookup moves from `from` (answered) to `to` (still loading). */
function shownWhileLoading(from: MasoolProfileLookup, to: MasoolProfileLookup) {
  const client = new QueryClient();
  const loading = () => new Promise<never>(() => {});
  const answered = masoolProfileLookupOptions(from);
  client.setQueryData(answered.queryKey, [ofCityOne]);
  const observer = new QueryObserver(client, { ...answered, queryFn: loading });
  const unsubscribe = observer.subscribe(() => {});
  observer.setOptions({ ...masoolProfileLookupOptions(to), queryFn: loading });
  const { data, isPending } = observer.getCurrentResult();
  unsubscribe();
  client.clear();
  return { data, isPending };
}

describe('a masool profile lookup while its next answer loads', () => {
  it('shows nothing of the city page before: its candidates are not this city’s', () => {
    expect(shownWhileLoading({ matchingCities: [1] }, { matchingCities: [2] })).toEqual({
      data: undefined,
      isPending: true,
    });
  });

  it('keeps what it had when only cities were added (a zone’s next page)', () => {
    expect(shownWhileLoading({ matchingCities: [1, 2] }, { matchingCities: [3, 1, 2] }).data).toEqual([
      ofCityOne,
    ]);
  });

  it('shows nothing of another zone, nor of another kind of lookup', () => {
    const zone = (zoneId: number): MasoolProfileLookup => ({ zoneId, profileType: 'zone' });
    expect(shownWhileLoading(zone(1), zone(2)).data).toBeUndefined();
    expect(shownWhileLoading({ ids: [1] }, { userIds: [1] }).data).toBeUndefined();
  });
});
