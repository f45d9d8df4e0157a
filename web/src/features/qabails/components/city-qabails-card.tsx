import type { Qabail } from '@seerat/contracts';
import {
  ChevronRight,
  MapPin,
  MessageCircle,
  RefreshCw,
  Sparkles,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { useState } from 'react';
import { CityStatusBadge } from '../../../components/badges/city-status-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { classNames } from '../../../lib/class-names';
import { useCityQabails } from '../api/get-city-qabails';
import { majlisZikrText } from '../qabail-display';
import { QabailDetailsDialog } from './qabail-details-dialog';

/**
 * The city page's Qabail card: the city's own qabails, fetched fresh on every mount and window
 * focus and on Refresh; each opens the Qabail Details dialog.
 */
export function CityQabailsCard({ cityId }: { cityId: number }) {
  const qabails = useCityQabails(cityId);
  const [shownId, setShownId] = useState<number | null>(null);
  const shown = qabails.data?.find((qabail) => qabail.id === shownId) ?? null;
  return (
    <Card>
      <CardHeader
        title="Qabails"
        icon={<UsersRound aria-hidden="true" className="size-5 text-brand-700" />}
        actions={
          <>
            {qabails.isSuccess && <Badge>Total: {qabails.data.length}</Badge>}
            <Button
              variant="outline"
              size="sm"
              onClick={() => void qabails.refetch()}
              disabled={qabails.isFetching}
            >
              <RefreshCw
                aria-hidden="true"
                className={classNames('size-4', qabails.isFetching && 'animate-spin')}
              />
              Refresh
            </Button>
          </>
        }
      />
      <CardContent>
        {qabails.isPending ? (
          <BlockLoading label="Loading qabails" />
        ) : qabails.isError ? (
          <BlockError
            title="Failed to fetch qabails"
            error={qabails.error}
            onRetry={() => qabails.refetch()}
          />
        ) : qabails.data.length === 0 ? (
          <EmptyState>No qabails found for this city.</EmptyState>
        ) : (
          <ul
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls on its own must be reachable by keyboard
            tabIndex={0}
            className="max-h-80 space-y-2 overflow-y-auto pr-1"
          >
            {qabails.data.map((qabail) => (
              <li key={qabail.id}>
                <QabailItem qabail={qabail} onOpen={() => setShownId(qabail.id)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <QabailDetailsDialog qabail={shown} onClose={() => setShownId(null)} />
    </Card>
  );
}

/** A button holds phrasing content only, so the item is laid out with spans. */
function QabailItem({ qabail, onOpen }: { qabail: Qabail; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="flex w-full cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-3 text-left transition hover:border-brand-100 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="block min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{qabail.qabilahName}</span>
          <CityStatusBadge status={qabail.status} />
          {qabail.whatsappGroup && (
            <Badge tone="success">
              <MessageCircle aria-hidden="true" className="size-3" />
              WhatsApp
            </Badge>
          )}
        </span>
        <span className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <UserRound aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
          <span className="truncate">{qabail.masoolName}</span>
        </span>
        <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          <span className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {qabail.areaCovered ?? 'Area not set'}
          </span>
          <span className="flex items-center gap-1">
            <Sparkles aria-hidden="true" className="size-3.5" />
            Zikr: {majlisZikrText(qabail)}
          </span>
        </span>
      </span>
      <span className="grid shrink-0 grid-cols-2 gap-x-4 gap-y-1 text-center text-sm sm:grid-cols-4">
        <Stat label="Members" value={qabail.majlisMembers} />
        <Stat label="Circles" value={qabail.activeCircles} />
        <Stat label="Masjids" value={qabail.masjidCount} />
        <Stat label="Ulma" value={qabail.ulmaCount} />
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
    </button>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-slate-900">{value}</span>
      <span className="text-xs text-slate-500">{label}</span>
    </span>
  );
}
