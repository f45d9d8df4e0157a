import type { EventMetadata } from '@seerat/contracts';
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

/** The event's fields a workflow step sets, by the names `GET /api/events/{id}` gives them. */
export interface GatheringStepFields {
  status: string;
  approvalStatus?: string;
  submittedBy?: string;
  submittedById?: number | null;
  submittedAt?: string;
  approvedBy?: string | null;
  approvedAt?: string | null;
  approvalComments?: string | null;
  rejectionReason?: string | null;
  feedback?: string | null;
  cancelReason?: string | null;
}

/**
 * What a step sets on the event: the statuses, who did it and when, and the comment in the field
 * the spec keeps it in. The read model stores it, and the past read (`as-of`) replays it, alike.
 */
export function gatheringStepFields(step: GatheringStep, metadata: EventMetadata): GatheringStepFields {
  const { username, userId, occurredAt } = metadata;
  const fields: GatheringStepFields = { status: step.toStatus };
  if (step.approvalStatus !== null) fields.approvalStatus = step.approvalStatus;
  switch (step.action) {
    case 'submitted':
      return { ...fields, submittedBy: username, submittedById: userId, submittedAt: occurredAt };
    case 'approved':
      return { ...fields, approvedBy: username, approvedAt: occurredAt, approvalComments: step.comment };
    case 'rejected':
      return { ...fields, rejectionReason: step.comment, approvalComments: step.comment };
    case 'changes_requested':
      return { ...fields, feedback: step.comment, approvalComments: step.comment };
    case 'cancelled':
      return { ...fields, cancelReason: step.comment };
    case 'reopened':
      return { ...fields, approvedBy: null, approvedAt: null, approvalComments: step.comment };
  }
}
