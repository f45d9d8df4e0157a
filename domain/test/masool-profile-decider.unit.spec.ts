import {
  type MasoolProfileEvent,
  type MasoolProfileFields,
  masoolProfileFieldsSchema,
} from '@seerat/contracts';
import { describe, it } from 'vitest';
import { masoolProfileDecider } from '../src/masool-profiles/masool-profile-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(masoolProfileDecider);
const fields: MasoolProfileFields = masoolProfileFieldsSchema.parse({
  name: 'Bilal Ahmed',
  contact: '+92-300-1234567',
  profileType: 'zone',
  zoneId: 3,
});
const created: MasoolProfileEvent = {
  type: 'MasoolProfileCreated',
  data: { profileId: 9, userId: 5, fields },
};
const create = (sent: Partial<MasoolProfileFields>) =>
  ({ type: 'CreateMasoolProfile', profileId: 9, userId: 5, fields: { ...fields, ...sent } }) as const;
const updated = (changes: Record<string, { from: unknown; to: unknown }>): MasoolProfileEvent => ({
  type: 'MasoolProfileUpdated',
  data: { profileId: 9, userId: 5, changes },
});

describe('masool profile decider: adding a profile', () => {
  it('records the profile with its user and fields', () => {
    spec.given([]).when(create({})).thenEmits([created]);
  });

  it('refuses to add the same profile twice', () => {
    spec.given([created]).when(create({})).thenThrows('conflict', 'Profile already exists');
  });

  it('refuses a zone profile without zone and a city profile without city', () => {
    spec
      .given([])
      .when(create({ zoneId: null }))
      .thenThrows('invalid', 'Zone is required');
    spec
      .given([])
      .when(create({ profileType: 'city', cityId: null }))
      .thenThrows('invalid', 'City is required');
  });

  it('names no city on a zone profile', () => {
    spec
      .given([])
      .when(create({ cityId: 12 }))
      .thenEmits([created]);
  });

  it('clears bait and mamulat receiver while Islahi Mamulat is off, and keeps them while on', () => {
    spec
      .given([])
      .when(create({ bait: 'Hazrat', mamulatReceiver: 'Mufti' }))
      .thenEmits([created]);
    const on = { islahiMamulat: true, bait: 'Hazrat', mamulatReceiver: 'Mufti' };
    spec
      .given([])
      .when(create(on))
      .thenEmits([
        { ...created, data: { ...created.data, fields: { ...fields, ...on } } },
      ] as MasoolProfileEvent[]);
  });

  it('clears the Sunnah details while Daily Sunnah is off and resets times taught while Seerat Teacher is off', () => {
    spec
      .given([])
      .when(create({ dailySunnahDetails: 'Miswak', timesTaughtSeerat: 4, sunnahCount: 3 }))
      .thenEmits([
        { ...created, data: { ...created.data, fields: { ...fields, sunnahCount: 3 } } },
      ] as MasoolProfileEvent[]);
  });

  it('clears year, madrasa and takhassus while Is Alim is off, and the teaching madrasa while Currently Teaching is off', () => {
    spec
      .given([])
      .when(
        create({
          yearOfCompletion: '2010',
          madrasaName: 'Darul Uloom',
          takhassus: 'Fiqh',
          teachingMadrasa: 'Jamia',
        }),
      )
      .thenEmits([created]);
  });
});

describe('masool profile decider: editing a profile', () => {
  it('records only the fields that changed, with before and after', () => {
    spec
      .given([created])
      .when({ type: 'UpdateMasoolProfile', patch: { occupation: 'Teacher', name: 'Bilal Ahmed' } })
      .thenEmits([updated({ occupation: { from: null, to: 'Teacher' } })]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([created])
      .when({ type: 'UpdateMasoolProfile', patch: { name: 'Bilal Ahmed' } })
      .thenNothingHappened();
  });

  it('clears the Alim details when Is Alim is switched off', () => {
    const alim = updated({
      isAlim: { from: false, to: true },
      madrasaName: { from: null, to: 'Darul Uloom' },
      isTeaching: { from: false, to: true },
      teachingMadrasa: { from: null, to: 'Jamia' },
    });
    spec
      .given([created, alim])
      .when({ type: 'UpdateMasoolProfile', patch: { isAlim: false } })
      .thenEmits([
        updated({ isAlim: { from: true, to: false }, madrasaName: { from: 'Darul Uloom', to: null } }),
      ]);
    spec
      .given([created, alim])
      .when({ type: 'UpdateMasoolProfile', patch: { isTeaching: false } })
      .thenEmits([
        updated({ isTeaching: { from: true, to: false }, teachingMadrasa: { from: 'Jamia', to: null } }),
      ]);
  });

  it('resets times taught when Seerat Teacher is switched off', () => {
    const teacher = updated({
      seeratTeacher: { from: false, to: true },
      timesTaughtSeerat: { from: 0, to: 6 },
    });
    spec
      .given([created, teacher])
      .when({ type: 'UpdateMasoolProfile', patch: { seeratTeacher: false } })
      .thenEmits([
        updated({ seeratTeacher: { from: true, to: false }, timesTaughtSeerat: { from: 6, to: 0 } }),
      ]);
  });

  it('refuses to move a profile to the city type without a city', () => {
    spec
      .given([created])
      .when({ type: 'UpdateMasoolProfile', patch: { profileType: 'city' } })
      .thenThrows('invalid', 'City is required');
  });

  it('answers not found for a profile never created or deleted', () => {
    const deleted: MasoolProfileEvent = { type: 'MasoolProfileDeleted', data: { profileId: 9, userId: 5 } };
    spec
      .given([])
      .when({ type: 'UpdateMasoolProfile', patch: {} })
      .thenThrows('not_found', 'Profile not found');
    spec
      .given([created, deleted])
      .when({ type: 'DeleteMasoolProfile' })
      .thenThrows('not_found', 'Profile not found');
  });
});

describe('masool profile decider: deleting a profile', () => {
  it('records the deletion with the profile user', () => {
    spec
      .given([created])
      .when({ type: 'DeleteMasoolProfile' })
      .thenEmits([{ type: 'MasoolProfileDeleted', data: { profileId: 9, userId: 5 } }]);
  });
});
