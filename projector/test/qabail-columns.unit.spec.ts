import { describe, expect, it } from 'vitest';
import { changedQabailFields, qabailColumns } from '../src/features/qabails/qabail-columns';

describe('qabail columns', () => {
  it('names each field as its snake_case column and leaves the city name to the cities table', () => {
    expect(
      qabailColumns({ qabilahName: 'Awan', majlisZikrDay: 'Monday', cityId: 3, cityName: 'Lahore' }),
    ).toEqual({ qabilah_name: 'Awan', majlis_zikr_day: 'Monday', city_id: 3 });
  });

  it("checks each changed value by its field's rule, and refuses a field it does not know", () => {
    expect(changedQabailFields({ ulmaCount: { from: 0, to: 4 } })).toEqual({ ulmaCount: 4 });
    expect(() => changedQabailFields({ ulmaCount: { from: 0, to: -1 } })).toThrow();
    expect(() => changedQabailFields({ tribeSize: { from: 0, to: 1 } })).toThrow(
      'QabailUpdated names an unknown qabail field "tribeSize"',
    );
  });
});
