import { type ZoneEvent, zoneFieldsSchema } from '@seerat/contracts';
import { describe, it } from 'vitest';
import { zoneDecider } from '../src/zones/zone-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(zoneDecider);
const fields = zoneFieldsSchema.parse({ name: 'Punjab', masool: 'Bilal', libraryCount: 4 });
const created: ZoneEvent = { type: 'ZoneCreated', data: { zoneId: 3, fields } };

describe('zone decider', () => {
  it('creates a zone with its fields', () => {
    spec.given([]).when({ type: 'CreateZone', zoneId: 3, fields }).thenEmits([created]);
  });

  it('refuses to create a zone twice', () => {
    spec
      .given([created])
      .when({ type: 'CreateZone', zoneId: 3, fields })
      .thenThrows('conflict', 'Zone already exists');
  });

  it('records only the fields whose value really changed, with before and after', () => {
    spec
      .given([created])
      .when({ type: 'UpdateZone', patch: { name: 'Punjab', masool: 'Hamza', libraryCount: 5 } })
      .thenEmits([
        {
          type: 'ZoneUpdated',
          data: {
            zoneId: 3,
            changes: { masool: { from: 'Bilal', to: 'Hamza' }, libraryCount: { from: 4, to: 5 } },
          },
        },
      ]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([created])
      .when({ type: 'UpdateZone', patch: { name: 'Punjab' } })
      .thenNothingHappened();
    spec.given([created]).when({ type: 'UpdateZone', patch: {} }).thenNothingHappened();
  });

  it('compares with the state after earlier updates', () => {
    const renamed: ZoneEvent = {
      type: 'ZoneUpdated',
      data: { zoneId: 3, changes: { name: { from: 'Punjab', to: 'Punjab North' } } },
    };
    spec
      .given([created, renamed])
      .when({ type: 'UpdateZone', patch: { name: 'Punjab North' } })
      .thenNothingHappened();
    spec
      .given([created, renamed])
      .when({ type: 'UpdateZone', patch: { name: 'Punjab' } })
      .thenEmits([
        {
          type: 'ZoneUpdated',
          data: { zoneId: 3, changes: { name: { from: 'Punjab North', to: 'Punjab' } } },
        },
      ]);
  });

  it('answers 404 for a zone that does not exist', () => {
    spec
      .given([])
      .when({ type: 'UpdateZone', patch: { name: 'X' } })
      .thenThrows('not_found', 'Zone not found');
  });
});
