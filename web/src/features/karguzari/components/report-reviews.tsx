import type { KarguzariReview } from '@seerat/contracts';
import { formatDate } from '../../../lib/dates';
import { statusLabel } from '../report-display';

/**
 * Every review step of a report version, oldest first, each with its own comment: approving
 * without a comment after a review with one keeps both in view.
 */
export function ReportReviews({ reviews }: { reviews: KarguzariReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <section className="rounded-md bg-slate-50 p-3">
      <h4 className="font-medium text-slate-900">Review</h4>
      <ol className="mt-1 grid gap-2" aria-label="Review steps">
        {reviews.map((review) => (
          <li key={`${review.reviewedAt} ${review.decision}`} className="text-slate-700">
            <p>
              {statusLabel(review.decision)} by {review.reviewedBy} on {formatDate(review.reviewedAt)}
            </p>
            {review.comments && (
              <p className="mt-0.5 whitespace-pre-wrap">Review comments: {review.comments}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
