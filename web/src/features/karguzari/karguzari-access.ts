import { can, type KarguzariReport, type Resource } from '@seerat/contracts';

/** What the policy asks of a report: its city's place. A list's item carries it. */
type PlacedReport = Pick<KarguzariReport, 'zoneId' | 'cityPath'>;

import { useCurrentPrincipal } from '../../lib/principal';

/** Where a report sits for the policy: its city. */
function reportResource(report: PlacedReport): Resource {
  return { kind: 'city', zoneId: report.zoneId, cityPath: report.cityPath };
}

export type KarguzariAccess = {
  /** Edit and resubmit: karguzari write on the report's city. */
  canWrite: (report: PlacedReport) => boolean;
  /** Review: the policy's review right on the report's city, and never one's own report. */
  canReview: (report: KarguzariReport) => boolean;
};

/** What the signed-in user may do with reports, asked of the same policy the server applies. */
export function useKarguzariAccess(): KarguzariAccess {
  const principal = useCurrentPrincipal();
  return {
    canWrite: (report) => principal !== null && can(principal, 'karguzari_write', reportResource(report)),
    canReview: (report) =>
      principal !== null &&
      report.userId !== principal.id &&
      can(principal, 'review_karguzari', reportResource(report)),
  };
}
