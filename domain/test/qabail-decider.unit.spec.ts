import { type QabailEvent, type QabailFields, qabailFieldsSchema } from '@seerat/contracts';
import { describe, it } from 'vitest';
import { qabailDecider } from '../src/qabails/qabail-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(qabailDecider);
const fields: QabailFields = qabailFieldsSchema.parse({
  qabilahName: 'Awan',
  masoolName: 'Tariq',
  cityId: 4,
  cityName: 'Lahore',
});
const created: QabailEvent = { type: 'QabailCreated', data: { qabailId: 7, fields } };
const deleted: QabailEvent = { type: 'QabailDeleted', data: { qabailId: 7, cityId: 4 } };
const updated = (changes: Record<string, { from: unknown; to: unknown }>, cityId = 4): QabailEvent => ({
  type: 'QabailUpdated',
  data: { qabailId: 7, cityId, changes },
});

describe('qabail decider: adding a qabail', () => {
  it('records the qabail with its fields', () => {
    spec.given([]).when({ type: 'CreateQabail', qabailId: 7, fields }).thenEmits([created]);
  });

  it('refuses to add the same qabail twice', () => {
    spec
      .given([created])
      .when({ type: 'CreateQabail', qabailId: 7, fields })
      .thenThrows('conflict', 'Qabail already exists');
  });

  it('clears the WhatsApp link, zikr day and time and Shab-e-Tazkia date whose toggle is off', () => {
    const sent: QabailFields = {
      ...fields,
      whatsappGroupUrl: 'https://chat.whatsapp.com/awan',
      majlisZikrDay: 'Friday',
      majlisZikrTime: 'after Isha',
      shabetazkiaLastDate: '2025-03-01',
    };
    spec.given([]).when({ type: 'CreateQabail', qabailId: 7, fields: sent }).thenEmits([created]);
  });

  it('keeps the dependent fields whose toggle is on', () => {
    const sent: QabailFields = {
      ...fields,
      whatsappGroup: true,
      whatsappGroupUrl: 'https://chat.whatsapp.com/awan',
      majlisZikrCheck: true,
      majlisZikrDay: 'Friday',
      majlisZikrTime: 'after Isha',
      shabetazkiaCheck: true,
      shabetazkiaLastDate: '2025-03-01',
    };
    spec
      .given([])
      .when({ type: 'CreateQabail', qabailId: 7, fields: sent })
      .thenEmits([{ type: 'QabailCreated', data: { qabailId: 7, fields: sent } }]);
  });
});

describe('qabail decider: editing a qabail', () => {
  it('records only the fields that changed, with the city the qabail is in', () => {
    spec
      .given([created])
      .when({ type: 'UpdateQabail', patch: { masoolName: 'Tariq', majlisMembers: 12, status: 'inactive' } })
      .thenEmits([
        updated({ majlisMembers: { from: 0, to: 12 }, status: { from: 'active', to: 'inactive' } }),
      ]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([created])
      .when({ type: 'UpdateQabail', patch: { qabilahName: 'Awan' } })
      .thenNothingHappened();
  });

  it('names the new city when the qabail moves', () => {
    spec
      .given([created])
      .when({ type: 'UpdateQabail', patch: { cityId: 9, cityName: 'Kasur' } })
      .thenEmits([updated({ cityId: { from: 4, to: 9 }, cityName: { from: 'Lahore', to: 'Kasur' } }, 9)]);
  });

  it('clears the dependents of a toggle switched off, and keeps them cleared on later edits', () => {
    const withZikr = updated({
      majlisZikrCheck: { from: false, to: true },
      majlisZikrDay: { from: null, to: 'Monday' },
      majlisZikrTime: { from: null, to: '8 pm' },
    });
    spec
      .given([created, withZikr])
      .when({ type: 'UpdateQabail', patch: { majlisZikrCheck: false } })
      .thenEmits([
        updated({
          majlisZikrCheck: { from: true, to: false },
          majlisZikrDay: { from: 'Monday', to: null },
          majlisZikrTime: { from: '8 pm', to: null },
        }),
      ]);
    // A link sent while the WhatsApp toggle stays off is not kept.
    spec
      .given([created])
      .when({ type: 'UpdateQabail', patch: { whatsappGroupUrl: 'https://chat.whatsapp.com/x' } })
      .thenNothingHappened();
  });

  it('refuses to edit a qabail that does not exist or was deleted', () => {
    spec
      .given([])
      .when({ type: 'UpdateQabail', patch: { ulmaCount: 1 } })
      .thenThrows('not_found', 'Qabail not found');
    spec
      .given([created, deleted])
      .when({ type: 'UpdateQabail', patch: { ulmaCount: 1 } })
      .thenThrows('not_found', 'Qabail not found');
  });
});

describe('qabail decider: deleting a qabail', () => {
  it('records the deletion with the city the qabail was in', () => {
    const moved = updated({ cityId: { from: 4, to: 9 }, cityName: { from: 'Lahore', to: 'Kasur' } }, 9);
    spec
      .given([created, moved])
      .when({ type: 'DeleteQabail' })
      .thenEmits([{ type: 'QabailDeleted', data: { qabailId: 7, cityId: 9 } }]);
  });

  it('refuses to delete a qabail twice, or one that never existed', () => {
    spec.given([created, deleted]).when({ type: 'DeleteQabail' }).thenThrows('not_found', 'Qabail not found');
    spec.given([]).when({ type: 'DeleteQabail' }).thenThrows('not_found', 'Qabail not found');
  });
});
