import { CAMPUS_MAJLIS, type City } from '@seerat/contracts';
import { School, UserRound } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';

/** A campus-active city's majalis that run, each with its masool. */
export function CityCampusInfo({ city }: { city: City }) {
  const activeMajalis = CAMPUS_MAJLIS.filter((majlis) => city[majlis.toggle]);
  return (
    <Card>
      <CardHeader
        title="Campus Information"
        icon={<School aria-hidden="true" className="size-5 text-brand-700" />}
      />
      <CardContent>
        {activeMajalis.length === 0 ? (
          <EmptyState>No active majlis</EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {activeMajalis.map((majlis) => (
              <li key={majlis.toggle} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
                <p className="font-medium text-slate-900">{majlis.label}</p>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                  <UserRound aria-hidden="true" className="size-3.5 text-slate-400" />
                  {city[majlis.masool] ?? 'No Masool Assigned'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
