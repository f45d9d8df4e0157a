import {
  type CityEvent,
  CONFLICT_MESSAGE,
  cityFieldsSchema,
  SEERAT_MODEL_CHECK_DATE_IN_FUTURE,
  SEERAT_MODEL_CHECK_DATE_REQUIRED,
  SEERAT_MODEL_CHECK_NOT_FOUND,
  SEERAT_MODEL_CHECK_STATUSES,
  type SeeratModelCheck,
  type SeeratModelCheckFields,
  type SeeratModelCheckStatus,
} from '@seerat/contracts';
import { describe, it } from 'vitest';
import { seeratModelCheckDecider } from '../src/seerat-model-checks/seerat-model-check-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(seeratModelCheckDecider);
const today = '2026-03-10';
const created: CityEvent = {
  type: 'CityCreated',
  data: {
    cityId: 8,
    fields: cityFieldsSchema.parse({ name: 'Multan', masoolName: 'Saad', zoneId: 2 }),
    seeratModels: [],
    libraryBooks: [],
  },
};
const fields = (overrides: Partial<SeeratModelCheckFields> = {}): SeeratModelCheckFields => ({
  checkName: 'Circle attendance register',
  checkStatus: 'passed',
  lastCheckedDate: '2026-03-01',
  notes: 'Register kept\nfor every circle',
  ...overrides,
});
const check = (id: number, overrides: Partial<SeeratModelCheckFields> = {}): SeeratModelCheck => ({
  id,
  ...fields(overrides),
});
const recorded = (id: number, overrides: Partial<SeeratModelCheckFields> = {}): CityEvent => ({
  type: 'SeeratModelCheckRecorded',
  data: { cityId: 8, check: check(id, overrides) },
});

describe('Seerat model check decider: recording', () => {
  it('records a check of the city, numbered from 1 within the city', () => {
    spec
      .given([created])
      .when({ type: 'RecordSeeratModelCheck', fields: fields(), today })
      .thenEmits([recorded(1)]);
  });

  it('numbers the next check after the highest one', () => {
    spec
      .given([created, recorded(1), recorded(2)])
      .when({ type: 'RecordSeeratModelCheck', fields: fields({ checkName: 'Library' }), today })
      .thenEmits([recorded(3, { checkName: 'Library' })]);
  });

  it('refuses a check of a city that does not exist', () => {
    spec
      .given([])
      .when({ type: 'RecordSeeratModelCheck', fields: fields(), today })
      .thenThrows('not_found', 'City not found');
  });

  it('records a pending check without a date', () => {
    const pending = fields({ checkStatus: 'pending', lastCheckedDate: null, notes: null });
    spec
      .given([created])
      .when({ type: 'RecordSeeratModelCheck', fields: pending, today })
      .thenEmits([{ type: 'SeeratModelCheckRecorded', data: { cityId: 8, check: { id: 1, ...pending } } }]);
  });

  it('refuses a date after today, and accepts today', () => {
    spec
      .given([created])
      .when({ type: 'RecordSeeratModelCheck', fields: fields({ lastCheckedDate: '2026-03-11' }), today })
      .thenThrows('invalid', SEERAT_MODEL_CHECK_DATE_IN_FUTURE);
    spec
      .given([created])
      .when({ type: 'RecordSeeratModelCheck', fields: fields({ lastCheckedDate: today }), today })
      .thenEmits([recorded(1, { lastCheckedDate: today })]);
  });
});

describe('Seerat model check decider: editing', () => {
  it('records only the fields that changed', () => {
    spec
      .given([created, recorded(1)])
      .when({
        type: 'UpdateSeeratModelCheck',
        checkId: 1,
        patch: { checkStatus: 'failed', notes: 'Register kept\nfor every circle' },
        today,
      })
      .thenEmits([
        {
          type: 'SeeratModelCheckUpdated',
          data: { cityId: 8, checkId: 1, changes: { checkStatus: { from: 'passed', to: 'failed' } } },
        },
      ]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([created, recorded(1)])
      .when({ type: 'UpdateSeeratModelCheck', checkId: 1, patch: { checkName: check(1).checkName }, today })
      .thenNothingHappened();
  });

  it('refuses a check the city does not have', () => {
    spec
      .given([created, recorded(1)])
      .when({ type: 'UpdateSeeratModelCheck', checkId: 2, patch: { checkStatus: 'failed' }, today })
      .thenThrows('not_found', SEERAT_MODEL_CHECK_NOT_FOUND);
  });

  it('sees the changes of earlier edits', () => {
    const failed: CityEvent = {
      type: 'SeeratModelCheckUpdated',
      data: { cityId: 8, checkId: 1, changes: { checkStatus: { from: 'passed', to: 'failed' } } },
    };
    spec
      .given([created, recorded(1), failed])
      .when({ type: 'UpdateSeeratModelCheck', checkId: 1, patch: { checkStatus: 'failed' }, today })
      .thenNothingHappened();
  });

  it('refuses an edit of a version the check has moved past, and takes its current one', () => {
    const failed: CityEvent = {
      type: 'SeeratModelCheckUpdated',
      data: { cityId: 8, checkId: 1, changes: { checkStatus: { from: 'passed', to: 'failed' } } },
    };
    const edit = (expectedVersion: number) =>
      spec
        .given([created, recorded(1), recorded(2), failed])
        .when({ type: 'UpdateSeeratModelCheck', checkId: 1, patch: { notes: null }, today, expectedVersion });
    edit(1).thenThrows('conflict', CONFLICT_MESSAGE);
    edit(2).thenEmits([
      {
        type: 'SeeratModelCheckUpdated',
        data: {
          cityId: 8,
          checkId: 1,
          changes: { notes: { from: 'Register kept\nfor every circle', to: null } },
        },
      },
    ]);
  });

  it("versions each check on its own: another check's edit is no conflict", () => {
    const otherEdited: CityEvent = {
      type: 'SeeratModelCheckUpdated',
      data: { cityId: 8, checkId: 2, changes: { checkStatus: { from: 'passed', to: 'failed' } } },
    };
    spec
      .given([created, recorded(1), recorded(2), otherEdited])
      .when({
        type: 'UpdateSeeratModelCheck',
        checkId: 1,
        patch: { checkStatus: 'failed' },
        today,
        expectedVersion: 1,
      })
      .thenEmits([
        {
          type: 'SeeratModelCheckUpdated',
          data: { cityId: 8, checkId: 1, changes: { checkStatus: { from: 'passed', to: 'failed' } } },
        },
      ]);
  });

  /**
   * Every status may follow every other; what a status asks is a date once the check is passed
   * or failed. The table walks each pair, with and without a date.
   */
  const pairs = SEERAT_MODEL_CHECK_STATUSES.flatMap((from) =>
    SEERAT_MODEL_CHECK_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
  );
  const needsDate = (status: SeeratModelCheckStatus) => status !== 'pending';
  it.each(pairs)('moves a check from %s to %s, given a date where the status needs one', (from, to) => {
    const dated = recorded(1, { checkStatus: from, lastCheckedDate: '2026-03-01' });
    spec
      .given([created, dated])
      .when({ type: 'UpdateSeeratModelCheck', checkId: 1, patch: { checkStatus: to }, today })
      .thenEmits([
        {
          type: 'SeeratModelCheckUpdated',
          data: { cityId: 8, checkId: 1, changes: { checkStatus: { from, to } } },
        },
      ]);
    const undated = recorded(1, {
      checkStatus: from === 'pending' ? from : 'pending',
      lastCheckedDate: null,
    });
    const run = spec
      .given([created, undated])
      .when({ type: 'UpdateSeeratModelCheck', checkId: 1, patch: { checkStatus: to }, today });
    if (needsDate(to)) run.thenThrows('invalid', SEERAT_MODEL_CHECK_DATE_REQUIRED);
    else run.thenNothingHappened();
  });
});
