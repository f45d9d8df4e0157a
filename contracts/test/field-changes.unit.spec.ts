import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyFieldChanges,
  clearChatAndZikrFields,
  clearDependentCityFields,
  clearDependentQabailFields,
  fieldChanges,
  partitionFieldChanges,
} from '../src/index';

const json = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.nat(), { maxLength: 3 }),
);
const fields = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e'), json);

describe('fieldChanges', () => {
  it('names each field whose JSON differs, with its value before and after', () => {
    fc.assert(
      fc.property(fields, fields, (before, after) => {
        const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
        const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
        expect(fieldChanges(before, after, keys)).toEqual(
          Object.fromEntries(changed.map((key) => [key, { from: before[key], to: after[key] }])),
        );
      }),
    );
  });

  it('does not serialise a field left as it was (the same value)', () => {
    let serialised = 0;
    const models = { toJSON: () => ++serialised };
    const changes = fieldChanges({ name: 'North', models }, { name: 'North East', models }, [
      'name',
      'models',
    ]);
    expect(changes).toEqual({ name: { from: 'North', to: 'North East' } });
    expect(serialised).toBe(0);
  });
});

describe('applyFieldChanges', () => {
  it('turns the fields before a change into the fields after it, for any change fieldChanges computes', () => {
    fc.assert(
      fc.property(fields, fields, (before, patch) => {
        const after = { ...before, ...patch };
        const keys = Object.keys(after);
        expect(applyFieldChanges(before, fieldChanges(before, after, keys))).toEqual(after);
      }),
    );
  });

  it('leaves the fields it was given as they were', () => {
    const before = { name: 'North', count: 1 };
    applyFieldChanges(before, { name: { from: 'North', to: 'North East' } });
    expect(before).toEqual({ name: 'North', count: 1 });
  });
});

describe('partitionFieldChanges', () => {
  it('puts each change on exactly one side', () => {
    const changes = { a: { from: 1, to: 2 }, b: { from: 'x', to: 'y' }, c: { from: null, to: true } };
    expect(partitionFieldChanges(changes, ['a', 'c'])).toEqual({
      named: { a: changes.a, c: changes.c },
      others: { b: changes.b },
    });
  });
});

describe('the WhatsApp, Majlis Zikr and Shab-e-Tazkia details', () => {
  const details = {
    whatsappGroupUrl: 'https://chat.whatsapp.com/x',
    majlisZikrDay: 'Friday',
    majlisZikrTime: '20:00',
    shabetazkiaLastDate: '2026-11-01',
  } as const;
  const toggles = fc.record({
    whatsappGroup: fc.boolean(),
    majlisZikrCheck: fc.boolean(),
    shabetazkiaCheck: fc.boolean(),
  });

  it('are kept while their toggle is on and cleared when it is off, alike for cities and qabails', () => {
    fc.assert(
      fc.property(toggles, (on) => {
        const expected = {
          ...on,
          whatsappGroupUrl: on.whatsappGroup ? details.whatsappGroupUrl : null,
          majlisZikrDay: on.majlisZikrCheck ? details.majlisZikrDay : null,
          majlisZikrTime: on.majlisZikrCheck ? details.majlisZikrTime : null,
          shabetazkiaLastDate: on.shabetazkiaCheck ? details.shabetazkiaLastDate : null,
        };
        expect(clearChatAndZikrFields({ ...on, ...details })).toEqual(expected);
        expect(clearDependentQabailFields({ ...on, ...details })).toEqual(expected);
        expect(clearDependentCityFields({ ...on, ...details })).toMatchObject(expected);
      }),
    );
  });
});
