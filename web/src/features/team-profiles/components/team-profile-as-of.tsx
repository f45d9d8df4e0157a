import type { TeamProfile } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AsOfBlock } from '../../../components/history/as-of-block';
import { asOfQueryOptions } from '../../../lib/queries/get-as-of';

/** A team profile as it stood at `at`, drawn by `children`: the screen's own details, read only. */
export function TeamProfileAsOf({
  profileId,
  at,
  children,
}: {
  profileId: number;
  at: string;
  children: (profile: TeamProfile) => ReactNode;
}) {
  const past = useQuery(asOfQueryOptions<TeamProfile>('team-profiles', profileId, at));
  return (
    <section aria-label="Team profile as of this moment" className="grid min-w-0 gap-4">
      <AsOfBlock query={past}>{children}</AsOfBlock>
    </section>
  );
}
