import {
  applyFieldChanges,
  conflicting,
  EDITABLE_KARGUZARI_FIELDS,
  type EditableKarguzariFields,
  endsBeforeStart,
  fieldChanges,
  KARGUZARI_TRANSITIONS,
  type KarguzariEvent,
  type KarguzariFields,
  type KarguzariStatus,
  notAllowed,
  notFound,
  PERIOD_ENDS_BEFORE_START,
  type ReviewDecision,
  ruleBroken,
} from '@seerat/contracts';
import type { Decider } from '../decider';

/** A report as its stream says it is: its newest version's fields, number, status and authors. */
export interface KarguzariState {
  reportId: number | null;
  fields: KarguzariFields | null;
  version: number;
  status: KarguzariStatus;
  /** Who created the report, and who wrote its newest version (ids; `null` for the System user). */
  submitterId: number | null;
  latestAuthorId: number | null;
}

/** The handler has checked the city and the user's rights there; `actorId` is the acting user. */
export type KarguzariCommand =
  | {
      type: 'CreateReport';
      reportId: number;
      fields: KarguzariFields;
      status: 'draft' | 'submitted';
      actorId: number | null;
    }
  | {
      type: 'ReviseReport';
      patch: Partial<EditableKarguzariFields>;
      editReason: string;
      actorId: number | null;
    }
  | { type: 'SubmitReport' }
  | {
      type: 'ReviewReport';
      decision: ReviewDecision;
      reviewComments: string | null;
      actorId: number | null;
    };

export const REPORT_NOT_FOUND = 'Report not found';
export const OWN_REPORT_REVIEW = 'You cannot review a report you submitted or edited';

export const initialKarguzariState = (): KarguzariState => ({
  reportId: null,
  fields: null,
  version: 0,
  status: 'draft',
  submitterId: null,
  latestAuthorId: null,
});

export function evolveKarguzari(state: KarguzariState, event: KarguzariEvent): KarguzariState {
  switch (event.type) {
    case 'KarguzariReportCreated':
      return {
        reportId: event.data.reportId,
        fields: event.data.fields,
        version: 1,
        status: event.data.status,
        submitterId: event.data.authorId,
        latestAuthorId: event.data.authorId,
      };
    case 'KarguzariReportRevised': {
      if (!state.fields) return state;
      return {
        ...state,
        fields: applyFieldChanges(state.fields, event.data.changes),
        version: event.data.version,
        status: event.data.status,
        latestAuthorId: event.data.authorId,
      };
    }
    case 'KarguzariReportSubmitted':
      return { ...state, status: 'submitted' };
    case 'KarguzariReportReviewed':
      return { ...state, status: event.data.decision };
  }
}

export function decideKarguzari(command: KarguzariCommand, state: KarguzariState): KarguzariEvent[] {
  switch (command.type) {
    case 'CreateReport': {
      if (state.fields) throw conflicting('Report already exists');
      checkPeriod(command.fields);
      return [
        {
          type: 'KarguzariReportCreated',
          data: {
            reportId: command.reportId,
            fields: command.fields,
            status: command.status,
            authorId: command.actorId,
          },
        },
      ];
    }
    case 'ReviseReport': {
      const report = existingKarguzariReport(state);
      const after = { ...report.fields, ...command.patch };
      // Only a version that sets the period is held to it (one recorded before the rule keeps its own).
      if ('weekStartDate' in command.patch || 'weekEndDate' in command.patch) checkPeriod(after);
      const changes = fieldChanges(report.fields, after, EDITABLE_KARGUZARI_FIELDS);
      if (Object.keys(changes).length === 0) return [];
      return [
        {
          type: 'KarguzariReportRevised',
          data: {
            ...report.about,
            version: state.version + 1,
            changes,
            editReason: command.editReason,
            // A new version has not been reviewed: a draft stays a draft, anything else awaits review.
            status: state.status === 'draft' ? 'draft' : 'submitted',
            authorId: command.actorId,
          },
        },
      ];
    }
    case 'SubmitReport': {
      const report = existingKarguzariReport(state);
      checkTransition(state.status, 'submitted');
      return [{ type: 'KarguzariReportSubmitted', data: report.about }];
    }
    case 'ReviewReport': {
      const report = existingKarguzariReport(state);
      if (command.actorId !== null && [state.submitterId, state.latestAuthorId].includes(command.actorId)) {
        throw notAllowed(OWN_REPORT_REVIEW);
      }
      checkTransition(state.status, command.decision);
      if (command.decision === 'rejected' && !command.reviewComments) {
        throw ruleBroken('Review comments are required to send a report back', {
          reviewComments: 'Required to send a report back',
        });
      }
      return [
        {
          type: 'KarguzariReportReviewed',
          data: { ...report.about, decision: command.decision, reviewComments: command.reviewComments },
        },
      ];
    }
  }
}

/** The report's period (its week, month or quarter) ends on or after the day it starts. */
function checkPeriod(fields: Pick<KarguzariFields, 'weekStartDate' | 'weekEndDate'>): void {
  if (endsBeforeStart(fields.weekStartDate, fields.weekEndDate)) {
    throw ruleBroken(PERIOD_ENDS_BEFORE_START, { weekEndDate: PERIOD_ENDS_BEFORE_START });
  }
}

function checkTransition(from: KarguzariStatus, to: KarguzariStatus): void {
  if (KARGUZARI_TRANSITIONS[from].includes(to)) return;
  throw conflicting(`This report is ${from} and cannot become ${to}`);
}

/** The report, unless it was never created; `about` is what every later event names. */
export function existingKarguzariReport(state: KarguzariState): {
  fields: KarguzariFields;
  about: { reportId: number; version: number; cityId: number; zoneId: number };
} {
  if (state.reportId === null || !state.fields) throw notFound(REPORT_NOT_FOUND);
  const { cityId, zoneId } = state.fields;
  return {
    fields: state.fields,
    about: { reportId: state.reportId, version: state.version, cityId, zoneId },
  };
}

export const karguzariDecider: Decider<KarguzariState, KarguzariCommand, KarguzariEvent> = {
  initialState: initialKarguzariState,
  evolve: evolveKarguzari,
  decide: decideKarguzari,
};
