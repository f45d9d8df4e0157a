import type { DangerZoneEvent, DangerZoneVerdict } from '@seerat/contracts';
import type { Decider } from '../decider';

/** A city's danger-zone watch as its stream says: whether the city is flagged now. */
export interface DangerZoneState {
  inDangerZone: boolean;
}

/** The rule's verdict on a city now, with the facts it was reached on. */
export interface RecordDangerZoneVerdict {
  type: 'RecordDangerZoneVerdict';
  cityId: number;
  zoneId: number;
  lastMeetingDate: string | null;
  verdict: DangerZoneVerdict;
}

/**
 * Records only changes: a verdict that matches the stream decides nothing. So a repeated, retried
 * or concurrent pass writes nothing new: the loser of a race re-decides on the winner's event
 * (see `handleCommand`) and finds nothing left to record.
 */
export const dangerZoneDecider: Decider<DangerZoneState, RecordDangerZoneVerdict, DangerZoneEvent> = {
  initialState: () => ({ inDangerZone: false }),
  evolve(_state, event) {
    switch (event.type) {
      case 'CityEnteredDangerZone':
        return { inDangerZone: true };
      case 'CityLeftDangerZone':
        return { inDangerZone: false };
    }
  },
  decide(command, state) {
    const { cityId, zoneId, lastMeetingDate, verdict } = command;
    if (verdict.inDangerZone === state.inDangerZone) return [];
    return verdict.inDangerZone
      ? [{ type: 'CityEnteredDangerZone', data: { cityId, zoneId, lastMeetingDate } }]
      : [{ type: 'CityLeftDangerZone', data: { cityId, zoneId, lastMeetingDate, reason: verdict.reason } }];
  },
};
