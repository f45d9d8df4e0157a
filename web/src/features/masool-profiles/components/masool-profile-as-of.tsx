import type { MasoolProfile } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { AsOfBlock } from '../../../components/history/as-of-block';
import { asOfQueryOptions } from '../../../lib/queries/get-as-of';
import { MasoolProfileDetails } from './masool-profile-details';

/**
 * A masool profile as it stood at `at`, drawn by the profile's own details, read only. Its reading
 * is the one the profile recorded then; the tracked reading list has its own past.
 */
export function MasoolProfileAsOf({ profileId, at }: { profileId: number; at: string }) {
  const past = useQuery(asOfQueryOptions<MasoolProfile>('masool-profiles', profileId, at));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      {/* The details' sections are h3: on the profile page they need an h2 above them. */}
      <h2 id={headingId} className="sr-only">
        Masool profile as of this moment
      </h2>
      <AsOfBlock query={past}>
        {(profile) => <MasoolProfileDetails profile={profile} trackedReading={false} />}
      </AsOfBlock>
    </section>
  );
}
