import {
  karguzariReportCreatedSchema,
  karguzariReportReviewedSchema,
  karguzariReportRevisedSchema,
  karguzariReportSubmittedSchema,
} from '@seerat/contracts';
import { eventData } from '../../handling/event-data';

/** The karguzari events' data, parsed once for all the read models that read them. */
export const reportCreatedData = eventData(karguzariReportCreatedSchema);
export const reportRevisedData = eventData(karguzariReportRevisedSchema);
export const reportSubmittedData = eventData(karguzariReportSubmittedSchema);
export const reportReviewedData = eventData(karguzariReportReviewedSchema);

export const KARGUZARI_EVENT_TYPES = [
  'KarguzariReportCreated',
  'KarguzariReportRevised',
  'KarguzariReportSubmitted',
  'KarguzariReportReviewed',
] as const;
