import type { RecordedEvent } from '@seerat/eventstore';
import {
  gatheringApprovedData,
  gatheringCancelledData,
  gatheringChangesRequestedData,
  gatheringRejectedData,
  gatheringReopenedData,
  gatheringSubmittedData,
} from './gathering-event-data';

/** A workflow step of an event as the read models record it: the statuses and the comment. */
export interface GatheringStep {
  gatheringId: number;
  action: 'submitted' | 'approved' | 'rejected' | 'changes_requested' | 'cancelled' | 'reopened';
  fromStatus: string;
  toStatus: string;
  /** The recorded status's approval status after the step (cancelling keeps the one before). */
  approvalStatus: string | null;
  comment: string | null;
}

export const GATHERING_STEP_TYPES = [
  'GatheringSubmittedForApproval',
  'GatheringApproved',
  'GatheringRejected',
  'GatheringChangesRequested',
  'GatheringCancelled',
  'GatheringReopened',
] as const;

/** The step a workflow event records; an event of another type is not one. */
export function gatheringStep(event: RecordedEvent): GatheringStep | null {
  switch (event.type) {
    case 'GatheringSubmittedForApproval': {
      const data = gatheringSubmittedData(event);
      return {
        ...data,
        action: 'submitted',
        toStatus: 'pending_approval',
        approvalStatus: 'pending',
        comment: null,
      };
    }
    case 'GatheringApproved': {
      const data = gatheringApprovedData(event);
      return { ...data, action: 'approved', toStatus: 'approved', approvalStatus: 'approved' };
    }
    case 'GatheringRejected': {
      const data = gatheringRejectedData(event);
      return {
        ...data,
        action: 'rejected',
        toStatus: 'rejected',
        approvalStatus: 'rejected',
        comment: data.reason,
      };
    }
    case 'GatheringChangesRequested': {
      const data = gatheringChangesRequestedData(event);
      const comment = data.feedback;
      return { ...data, action: 'changes_requested', toStatus: 'draft', approvalStatus: 'draft', comment };
    }
    case 'GatheringCancelled': {
      const data = gatheringCancelledData(event);
      return {
        ...data,
        action: 'cancelled',
        toStatus: 'cancelled',
        approvalStatus: null,
        comment: data.reason,
      };
    }
    case 'GatheringReopened': {
      const data = gatheringReopenedData(event);
      return {
        ...data,
        action: 'reopened',
        toStatus: 'draft',
        approvalStatus: 'draft',
        comment: data.reason,
      };
    }
    default:
      return null;
  }
}
