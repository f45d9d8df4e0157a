import { useKarguzari } from '../api/get-karguzari';
import { ReportList } from './report-list';

/** The zone page's Karguzari Reports tab. */
export function ZoneReportList({ zoneId }: { zoneId: number }) {
  return <ReportList query={useKarguzari({ zoneId })} emptyText="No karguzari reports found for this zone" />;
}
