import {
  type KarguzariReport,
  type KarguzariReview,
  karguzariReportCreatedSchema,
  karguzariReportReviewedSchema,
  karguzariReportRevisedSchema,
} from '@seerat/contracts';
import type { KarguzariState } from '@seerat/domain';
import type { Knex } from '@seerat/platform';
import type { FoldedStream } from '../audit/folded-stream';
import { cityPlaceNow } from '../cities/city-query';

/**
 * A report as `GET /api/karguzari/{id}` answers it, as it stood at the end of the folded events:
 * the version that was newest then, with who wrote it, why and what it changed, and its review
 * steps made by then, all from its stream; its city's and zone's names and place as the read
 * models hold them now.
 */
export async function karguzariAsOf(
  knex: Knex,
  folded: FoldedStream<KarguzariState>,
): Promise<KarguzariReport> {
  const { state } = folded;
  const fields = state.fields!;
  const versionIndex = folded.events.findLastIndex(
    (event) => event.type === 'KarguzariReportCreated' || event.type === 'KarguzariReportRevised',
  );
  const written = folded.events[versionIndex]!;
  const revised =
    written.type === 'KarguzariReportRevised' ? karguzariReportRevisedSchema.parse(written.data) : null;
  const author = revised ?? karguzariReportCreatedSchema.parse(written.data);
  const reviews: KarguzariReview[] = folded.events
    .slice(versionIndex + 1)
    .filter((event) => event.type === 'KarguzariReportReviewed')
    .map((event) => {
      const { decision, reviewComments } = karguzariReportReviewedSchema.parse(event.data);
      const { username, occurredAt } = event.metadata;
      return {
        decision,
        reviewedBy: username,
        reviewedAt: new Date(occurredAt).toISOString(),
        comments: reviewComments,
      };
    });
  const newest = reviews.at(-1);
  const place = (await cityPlaceNow(knex, fields.cityId)) ?? {
    cityName: '',
    zoneId: fields.zoneId,
    zoneName: '',
    cityPath: [],
  };
  return {
    ...fields,
    ...place,
    id: folded.id,
    version: state.version,
    // The newest version then was the latest then.
    isLatest: true,
    status: state.status,
    reportContent: fields.activities,
    userId: author.authorId,
    submittedBy: written.metadata.username,
    submissionDate: new Date(written.metadata.occurredAt).toISOString(),
    editReason: revised?.editReason ?? null,
    reviewedBy: newest?.reviewedBy ?? null,
    reviewedAt: newest?.reviewedAt ?? null,
    reviewComments: newest?.comments ?? null,
    reviews,
    changes: revised?.changes ?? {},
  };
}
