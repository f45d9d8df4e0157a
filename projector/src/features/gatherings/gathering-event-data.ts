import {
  gatheringApprovedSchema,
  gatheringCancelledSchema,
  gatheringChangesRequestedSchema,
  gatheringCreatedSchema,
  gatheringOutcomeRecordedSchema,
  gatheringRejectedSchema,
  gatheringReopenedSchema,
  gatheringSubmittedSchema,
  gatheringUpdatedSchema,
} from '@seerat/contracts';
import { eventData } from '../../handling/event-data';

/** The event (gathering) domain events' data, parsed once for all the read models that read them. */
export const gatheringCreatedData = eventData(gatheringCreatedSchema);
export const gatheringUpdatedData = eventData(gatheringUpdatedSchema);
export const gatheringSubmittedData = eventData(gatheringSubmittedSchema);
export const gatheringApprovedData = eventData(gatheringApprovedSchema);
export const gatheringRejectedData = eventData(gatheringRejectedSchema);
export const gatheringChangesRequestedData = eventData(gatheringChangesRequestedSchema);
export const gatheringOutcomeRecordedData = eventData(gatheringOutcomeRecordedSchema);
export const gatheringCancelledData = eventData(gatheringCancelledSchema);
export const gatheringReopenedData = eventData(gatheringReopenedSchema);
