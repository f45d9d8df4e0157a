import type { ReactNode } from 'react';

/**
 * The heading of a page's card list, for screen readers only: each card is titled with an h3, and
 * under the page's h1 a list needs an h2 of its own, else the outline skips a level (axe's
 * heading-order) for whoever moves through the page by its headings.
 */
export function ListHeading({ children }: { children: ReactNode }) {
  return <h2 className="sr-only">{children}</h2>;
}
