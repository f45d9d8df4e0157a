import { Star } from 'lucide-react';

const STAR_NAMES = ['first', 'second', 'third', 'fourth', 'fifth'];

/** One star per rating point (spec 001 section 9). */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} of 5 stars`} className="inline-flex gap-0.5 text-amber-500">
      {STAR_NAMES.slice(0, rating).map((name) => (
        <Star key={name} aria-hidden="true" className="size-4 fill-current" />
      ))}
    </span>
  );
}
