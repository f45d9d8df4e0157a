import { CAMPUS_REQUIREMENTS, type CityRequiringAttention } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { School } from 'lucide-react';
import { UrduText } from '../../../components/text/urdu-text';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Progress } from '../../../components/ui/progress';
import { QueryBlock } from '../../../components/ui/query-states';
import { useCitiesRequiringAttention } from '../api/get-cities-requiring-attention';

/** Cities on their way to becoming a campus (a saved checklist, not a campus yet), most complete first. */
export function PotentialCampusList() {
  const attentionQuery = useCitiesRequiringAttention();
  return (
    <Card>
      <CardHeader title="Potential Campus Cities" icon={<School className="size-4 text-brand-700" />} />
      <CardContent>
        <QueryBlock query={attentionQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading cities">
          {({ items: cities }) =>
            cities.length === 0 ? (
              <EmptyState>No cities are working towards campus status yet</EmptyState>
            ) : (
              <ul className="grid gap-2">
                {cities.map((city) => (
                  <li key={city.id}>
                    <AttentionCity city={city} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryBlock>
      </CardContent>
    </Card>
  );
}

function AttentionCity({ city }: { city: CityRequiringAttention }) {
  const total = CAMPUS_REQUIREMENTS.length;
  return (
    <Link
      to="/cities/$cityId"
      params={{ cityId: city.id }}
      className="grid gap-2 rounded-lg border border-slate-200 px-3 py-2.5 transition hover:border-brand-100 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 truncate font-medium text-slate-900">
          {city.name}
          {city.nameUrdu && <UrduText className="ml-2 text-sm text-slate-500">{city.nameUrdu}</UrduText>}
        </span>
        <span className="shrink-0 text-sm font-semibold text-brand-800">
          {city.completedCount}/{total}
        </span>
      </div>
      <Progress
        value={(city.completedCount / total) * 100}
        aria-label={`${city.name}: ${city.completedCount} of ${total} campus requirements`}
      />
    </Link>
  );
}
