import type { Qabail } from '@seerat/contracts';
import { Building2, Eye, MapPin, MessageCircle, Pencil, Trash2, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { CityStatusBadge } from '../../../components/badges/city-status-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { classNames } from '../../../lib/class-names';
import { qabailCardColour } from '../qabail-display';

type QabailCardProps = {
  qabail: Qabail;
  /** Its place in the grid: the cards cycle through 4 colours. */
  index: number;
  onView: () => void;
  /** Absent when the user may not edit (or delete) this qabail. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
};

/** A qabail at a glance on the qabail list, with View, Edit and Delete. */
export function QabailCard({ qabail, index, onView, onEdit, onDelete }: QabailCardProps) {
  const colour = qabailCardColour(index);
  return (
    <article
      aria-label={qabail.qabilahName}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <div aria-hidden="true" className={classNames('h-1.5', colour.stripe)} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <header className="flex items-start justify-between gap-2">
          <h3 className={classNames('min-w-0 truncate text-lg font-semibold', colour.text)}>
            {qabail.qabilahName}
          </h3>
          <CityStatusBadge status={qabail.status} />
        </header>
        <ul className="grid gap-1.5 text-sm text-slate-700">
          <Line icon={<UserRound className="size-4" />} label="Masool">
            {qabail.masoolName}
          </Line>
          <Line icon={<Building2 className="size-4" />} label="City">
            {qabail.cityName}
          </Line>
          {qabail.areaCovered && (
            <Line icon={<MapPin className="size-4" />} label="Area">
              {qabail.areaCovered}
            </Line>
          )}
        </ul>
        <dl className={classNames('grid grid-cols-4 gap-1 rounded-lg px-1 py-2 text-center', colour.tint)}>
          <Count term="Members" value={qabail.majlisMembers} />
          <Count term="Circles" value={qabail.activeCircles} />
          <Count term="Masjids" value={qabail.masjidCount} />
          <Count term="Ulma" value={qabail.ulmaCount} />
        </dl>
        {qabail.whatsappGroup && (
          <div>
            <Badge tone="success">
              <MessageCircle aria-hidden="true" className="size-3" />
              WhatsApp
            </Badge>
          </div>
        )}
        <footer className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          <Button variant="outline" size="sm" onClick={onView} aria-haspopup="dialog">
            <Eye aria-hidden="true" className="size-4" />
            View
          </Button>
          {onEdit && (
            <Button variant="outline" size="sm" onClick={onEdit} aria-haspopup="dialog">
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          )}
          {onDelete && (
            <Button
              variant="ghost"
              size="sm"
              onClick={onDelete}
              aria-haspopup="dialog"
              className="ml-auto text-red-600 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          )}
        </footer>
      </div>
    </article>
  );
}

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: string }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      <span aria-hidden="true" className="shrink-0 text-slate-400">
        {icon}
      </span>
      <span className="sr-only">{label}:</span>
      <span className="truncate">{children}</span>
    </li>
  );
}

function Count({ term, value }: { term: string; value: number }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
