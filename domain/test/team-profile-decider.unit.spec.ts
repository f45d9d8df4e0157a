import { type TeamProfileEvent, type TeamProfileFields, teamProfileFieldsSchema } from '@seerat/contracts';
import { describe, it } from 'vitest';
import { teamProfileDecider } from '../src/team-profiles/team-profile-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(teamProfileDecider);
const fields: TeamProfileFields = teamProfileFieldsSchema.parse({
  name: 'Usman',
  contact: '+92-300-7654321',
  cityId: 4,
});
const created: TeamProfileEvent = { type: 'TeamProfileCreated', data: { profileId: 3, fields } };
const updated = (changes: Record<string, { from: unknown; to: unknown }>, cityId = 4): TeamProfileEvent => ({
  type: 'TeamProfileUpdated',
  data: { profileId: 3, cityId, changes },
});

describe('team profile decider', () => {
  it('records a new profile, clearing dependents whose toggle is off', () => {
    spec
      .given([])
      .when({
        type: 'CreateTeamProfile',
        profileId: 3,
        fields: { ...fields, bait: 'Hazrat', dailySunnahDetails: 'Miswak', timesTaughtSeerat: 2 },
      })
      .thenEmits([created]);
  });

  it('refuses to add the same profile twice', () => {
    spec
      .given([created])
      .when({ type: 'CreateTeamProfile', profileId: 3, fields })
      .thenThrows('conflict', 'Profile already exists');
  });

  it('records changed fields and names the new city when the profile moves', () => {
    spec
      .given([created])
      .when({ type: 'UpdateTeamProfile', patch: { cityId: 8, sunnahCount: 5 } })
      .thenEmits([updated({ cityId: { from: 4, to: 8 }, sunnahCount: { from: 0, to: 5 } }, 8)]);
  });

  it('clears bait and mamulat receiver when Islahi Mamulat is switched off', () => {
    const islahi = updated({ islahiMamulat: { from: false, to: true }, bait: { from: null, to: 'Hazrat' } });
    spec
      .given([created, islahi])
      .when({ type: 'UpdateTeamProfile', patch: { islahiMamulat: false } })
      .thenEmits([updated({ islahiMamulat: { from: true, to: false }, bait: { from: 'Hazrat', to: null } })]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([created])
      .when({ type: 'UpdateTeamProfile', patch: { name: 'Usman' } })
      .thenNothingHappened();
  });

  it('deletes a profile once; a deleted or unknown profile is not found', () => {
    const deleted: TeamProfileEvent = { type: 'TeamProfileDeleted', data: { profileId: 3, cityId: 4 } };
    spec.given([created]).when({ type: 'DeleteTeamProfile' }).thenEmits([deleted]);
    spec
      .given([created, deleted])
      .when({ type: 'DeleteTeamProfile' })
      .thenThrows('not_found', 'Profile not found');
    spec
      .given([])
      .when({ type: 'UpdateTeamProfile', patch: {} })
      .thenThrows('not_found', 'Profile not found');
  });
});
