import { MapPinned } from 'lucide-react';
import { AsOfBlock } from '../../../components/history/as-of-block';
import { useZoneAsOf } from '../api/get-zone-as-of';
import { ZoneGeneralInfo } from './zone-general-info';

/**
 * The zone as it stood at `at`, drawn by the zone page's own card of its record. No actions (the
 * past is not edited), and none of its cities' totals, which their own streams hold now.
 */
export function ZoneAsOfDetail({ zoneId, at }: { zoneId: number; at: string }) {
  const past = useZoneAsOf(zoneId, at);
  return (
    <section aria-label="Zone as of this moment" className="grid min-w-0 gap-6">
      <AsOfBlock query={past}>
        {(zone) => (
          <>
            <h2 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight text-slate-900">
              <MapPinned aria-hidden="true" className="size-6 text-brand-700" />
              {zone.name}
            </h2>
            <ZoneGeneralInfo zone={zone} />
          </>
        )}
      </AsOfBlock>
    </section>
  );
}
