import { can, type KarguzariReport, type Resource } from '@seerat/contracts';
import { useCurrentPrincipal } from '../../lib/principal';

/** Where a report sits for the policy: its city. */
function reportResource(report: KarguzariReport): Resource {
  return { kind: 'city', zoneId: report.zoneId, cityPath: report.cityPath };
}

export type KarguzariAccess = {
  /** Edit and resubmit: karguzari write on the report's city. */
  canWrite: (report: KarguzariReport) => boolean;
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
