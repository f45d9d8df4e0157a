import { formatDate } from '../../../lib/dates';
import { useCityProfileSummary } from '../api/get-city-profile-summary';

/** One line above the history: how many changes the city has seen, and who made the last one. */
export function CityProfileSummaryLine({ cityId }: { cityId: number }) {
  const summary = useCityProfileSummary(cityId);
  if (!summary.data) return null;
  const { totalChanges, lastEditor, lastEditedAt } = summary.data;
  return (
    <p className="text-sm text-slate-600" data-testid="city-profile-summary">
      <span className="font-medium text-slate-900">{totalChanges}</span>{' '}
      {totalChanges === 1 ? 'change' : 'changes'}
      {lastEditedAt && (
        <>
          {' '}
          · last edited by{' '}
          <span className="font-medium text-slate-900">{lastEditor?.username ?? 'System'}</span> on{' '}
          {formatDate(lastEditedAt)}
        </>
      )}
    </p>
  );
}
