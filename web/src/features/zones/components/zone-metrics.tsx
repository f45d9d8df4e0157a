import type { Zone, ZoneFigures } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { ChartBar } from 'lucide-react';
import { LazyCountBarChart } from '../../../components/charts/lazy-count-bar-chart';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

/** The most cities the circles chart names; the rest are in the list below it. */
const CHART_CITIES = 10;

type ZoneMetricsProps = {
  zone: Zone;
  /** The totals over the zone's cities, once loaded; each shows a dash until then. */
  figures: ZoneFigures | undefined;
  /** Events held in the zone in the last 3 months; absent for a viewer who may not read them. */
  eventsLast3Months?: number | string;
};

/** Totals over the zone's cities, and the circles of its first cities as bars. */
export function ZoneMetrics({ zone, figures, eventsLast3Months }: ZoneMetricsProps) {
  const show = (value: number | undefined) => value ?? '–';
  const metrics = [
    { label: 'Total Cities', value: zone.totalCities },
    { label: 'Active Cities', value: show(figures?.activeCities) },
    { label: 'Active Circles', value: show(figures?.activeCircles) },
    { label: 'Majlis Members', value: show(figures?.majlisMembers) },
    { label: 'Ulma Count', value: show(figures?.ulmaCount) },
    { label: 'Masjid Count', value: show(figures?.masjidCount) },
    ...(eventsLast3Months === undefined
      ? []
      : [{ label: 'Events (Last 3 Months)', value: eventsLast3Months }]),
  ];
  // The zone's ranking, as the list below orders them.
  const bars = (figures?.topCities ?? [])
    .filter((city) => city.activeCircles > 0)
    .slice(0, CHART_CITIES)
    .map((city) => ({ label: city.name, value: city.activeCircles }));

  return (
    <Card>
      <CardHeader
        title="Metrics"
        icon={<ChartBar className="size-4 text-brand-700" />}
        actions={
          eventsLast3Months === undefined ? undefined : (
            <Link
              to="/events"
              search={{ zoneId: zone.id }}
              className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 hover:underline"
            >
              View events
            </Link>
          )
        }
      />
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {metrics.map((metric) => (
            <div key={metric.label} className="flex flex-col-reverse rounded-lg bg-slate-50 px-3 py-3">
              <dt className="text-xs text-slate-500">{metric.label}</dt>
              <dd className="text-xl font-semibold text-slate-900">{metric.value}</dd>
            </div>
          ))}
        </dl>
        {bars.length > 0 && (
          <figure className="grid gap-2">
            <figcaption className="text-sm font-medium text-slate-700">Active circles by city</figcaption>
            <LazyCountBarChart bars={bars} valueName="Active circles" />
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
