import type { KarguzariListItem } from '@seerat/contracts';
import { Eye, Pencil } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatCalendarDate } from '../../../lib/dates';
import { labelOf } from '../../../lib/value-label';
import { REPORT_STATUS_TONES, statusLabel } from '../report-display';

type ReportCardProps = { report: KarguzariListItem; onView: () => void; onEdit?: (() => void) | undefined };

/**
 * A report in a list: status, type, date, city, period and the first 150 characters of its
 * activities (the list's item carries them so).
 */
export function ReportCard({ report, onView, onEdit }: ReportCardProps) {
  const period =
    report.weekStartDate && report.weekEndDate
      ? `${formatCalendarDate(report.weekStartDate)} – ${formatCalendarDate(report.weekEndDate)}`
      : null;
  return (
    <Card className="flex h-full flex-col gap-3 p-4" aria-label={report.title}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{report.title}</h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge tone={REPORT_STATUS_TONES[report.status]}>{statusLabel(report.status)}</Badge>
            <Badge>{labelOf(report.reportType)}</Badge>
            <Badge tone="brand">v{report.version}</Badge>
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={`View ${report.title}`} onClick={onView}>
            <Eye className="size-4" />
          </Button>
          {onEdit && (
            <Button variant="ghost" size="icon" aria-label={`Edit ${report.title}`} onClick={onEdit}>
              <Pencil className="size-4" />
            </Button>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Report Date</dt>
          <dd className="text-slate-800">{formatCalendarDate(report.reportDate)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">City</dt>
          <dd className="truncate text-slate-800">{report.cityName}</dd>
        </div>
        {period && (
          <div className="col-span-2">
            <dt className="text-xs text-slate-500">Period</dt>
            <dd className="text-slate-800">{period}</dd>
          </div>
        )}
      </dl>
      <p className="text-sm break-words text-slate-600">{report.activities}</p>
    </Card>
  );
}
