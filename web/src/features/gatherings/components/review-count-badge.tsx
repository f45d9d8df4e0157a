import { useReviewCount } from '../api/get-review-count';
import { useGatheringAccess } from '../gathering-access';

/** The sidebar's number of events waiting for the signed-in user's review; nothing when none. */
export function ReviewCountBadge() {
  const { canReview } = useGatheringAccess();
  const { data } = useReviewCount(canReview);
  if (!canReview || !data || data.count === 0) return null;
  return (
    <span
      className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800"
      title={`${data.count} events waiting for your review`}
    >
      <span className="sr-only">, waiting for review: </span>
      {data.count}
    </span>
  );
}
