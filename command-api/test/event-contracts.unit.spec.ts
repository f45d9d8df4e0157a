import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGET_ACTION_EVENTS, eventContract, type RecordedDomainEvent } from '@seerat/contracts';
import {
  budgetDecider,
  campusChecklistDecider,
  cityDecider,
  customRoleDecider,
  type Decider,
  dangerZoneDecider,
  gatheringDecider,
  karguzariDecider,
  masoolProfileDecider,
  meetingDecider,
  qabailDecider,
  readingProgressDecider,
  recommendedBookDecider,
  seeratModelDecider,
  teamProfileDecider,
  userDecider,
  userUploadDecider,
  zoneDecider,
} from '@seerat/domain';
import { describe, expect, it } from 'vitest';

/**
 * Type-checked: a decider whose events are not all `RecordedDomainEvent`s (the union the contract
 * table is keyed by, exhaustively) does not compile here.
 */
function recorded<State, Command, Event extends RecordedDomainEvent>(
  decider: Decider<State, Command, Event>,
): Decider<State, Command, Event> {
  return decider;
}
const DECIDERS = [
  recorded(budgetDecider),
  recorded(userUploadDecider),
  recorded(campusChecklistDecider),
  recorded(recommendedBookDecider),
  recorded(seeratModelDecider),
  recorded(cityDecider),
  recorded(customRoleDecider),
  recorded(dangerZoneDecider),
  recorded(gatheringDecider),
  recorded(karguzariDecider),
  recorded(masoolProfileDecider),
  recorded(meetingDecider),
  recorded(qabailDecider),
  recorded(readingProgressDecider),
  recorded(teamProfileDecider),
  recorded(userDecider),
  recorded(zoneDecider),
];

// The deciders build most events (the domain package), the first start and the use cases the rest.
const SOURCES = [join(import.meta.dirname, '../src'), join(import.meta.dirname, '../../domain/src')];

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every event type the write side spells out where it builds an event (`type: …, data`). */
function emittedTypes(): string[] {
  const types = SOURCES.flatMap(sources).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/type:([^,;}]*),\s*data\b/g)].flatMap((built) =>
      [...(built[1] ?? '').matchAll(/'([A-Z]\w+)'/g)].map((literal) => literal[1] ?? ''),
    ),
  );
  return [...new Set([...types, ...Object.values(BUDGET_ACTION_EVENTS)])].sort();
}

describe('the contract of every domain event', () => {
  it('covers each event type the deciders and the first start can record', () => {
    expect(DECIDERS).toHaveLength(17);
    const types = emittedTypes();
    expect(types.length).toBeGreaterThan(60);
    expect(types.filter((type) => eventContract(type) === null)).toEqual([]);
  });

  it('knows no contract for a type the portal never records', () => {
    expect(eventContract('CityDemolished')).toBeNull();
    expect(eventContract('toString')).toBeNull();
  });
});
