import { cityStreamName, type ZoneEvent, zoneFieldsSchema, zoneStreamName } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { type AuditedEntity, auditedEntity } from '../src/audited-entity';
import type { CityState } from '../src/cities/city-decider';
import type { DomainEvent } from '../src/decider';
import { type ZoneState, zoneDecider } from '../src/zones/zone-decider';

const fields = zoneFieldsSchema.parse({ name: 'Punjab', masool: 'Bilal', libraryCount: 4 });
const zoneEvents: ZoneEvent[] = [
  { type: 'ZoneCreated', data: { zoneId: 3, fields } },
  { type: 'ZoneUpdated', data: { zoneId: 3, changes: { masool: { from: 'Bilal', to: 'Hamza' } } } },
];

describe('an audited entity', () => {
  it("folds its stream's recorded events, metadata and all, into its decider's state", () => {
    const zones = auditedEntity(zoneDecider, zoneStreamName, 'Zone');
    const recorded: DomainEvent[] = zoneEvents.map((event) => ({ ...event, metadata: { userId: 1 } }));
    const state: ZoneState = recorded.reduce(zones.evolve, zones.initialState());
    expect(state).toEqual(zoneEvents.reduce(zoneDecider.evolve, zoneDecider.initialState()));
    expect({ label: zones.label, stream: zones.streamName(3) }).toEqual({ label: 'Zone', stream: 'zone-3' });
  });

  it("keeps its decider's state type: another entity's state does not compile", () => {
    // @ts-expect-error a zone's fold is no city's: the state type is kept, not erased.
    const cities: AuditedEntity<CityState> = auditedEntity(zoneDecider, cityStreamName, 'City');
    expect(cities.initialState()).toEqual({ zoneId: null, fields: null });
  });
});
