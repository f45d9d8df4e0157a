import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ONLY_ADMINS_CREATE_ZONES } from '../../../lib/principal';
import { useProfilingAccess } from '../profiling-access';

/** The Add Zone and Add City forms, which belong to their own features: the route brings them. */
export type AddNewDataForms = { addZone: ReactNode; addCity: ReactNode };

/** New zones and cities, with the same forms as Data Entry. */
export function AddNewDataTab({ forms }: { forms: AddNewDataForms }) {
  const mayCreateZone = useProfilingAccess().canCreateZone;
  const cityHeadingId = useId();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader title="Add Zone" />
        <CardContent>
          {mayCreateZone ? (
            forms.addZone
          ) : (
            <p className="text-sm text-slate-600">{ONLY_ADMINS_CREATE_ZONES}</p>
          )}
        </CardContent>
      </Card>
      <section aria-labelledby={cityHeadingId} className="grid gap-4">
        <h2 id={cityHeadingId} className="text-lg font-semibold text-slate-900">
          Add City
        </h2>
        {/* The city form sets out its own sections as cards. */}
        {forms.addCity}
      </section>
      <p className="text-sm text-slate-500">
        Seerat models and books are added in{' '}
        <Link
          to="/data-entry"
          search={{ tab: 'seerat-model' }}
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          Data Entry
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
      </p>
    </div>
  );
}
