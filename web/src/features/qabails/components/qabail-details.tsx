import type { Qabail } from '@seerat/contracts';
import { CalendarHeart, ExternalLink, Info, MessageCircle, NotebookPen, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { CityStatusBadge } from '../../../components/badges/city-status-badge';
import { Badge } from '../../../components/ui/badge';
import { buttonClassNames } from '../../../components/ui/button';
import { majlisZikrText, shabeTazkiaText, whatsappLink } from '../qabail-display';

/**
 * Everything about one qabail, as the Qabail Details dialog shows it (spec section 2): basic
 * info, WhatsApp group with Join Group, Majlis Zikr, Shab-e-Tazkia, additional info, special notes.
 */
export function QabailDetails({ qabail }: { qabail: Qabail }) {
  const link = whatsappLink(qabail);
  return (
    <div className="grid gap-4">
      <Section title="Basic Information" icon={<Info className="size-4" />}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Fact term="Qabilah Name">{qabail.qabilahName}</Fact>
          <Fact term="Status">
            <CityStatusBadge status={qabail.status} />
          </Fact>
          <Fact term="Masool Name">{qabail.masoolName}</Fact>
          <Fact term="Masool Contact">{qabail.masoolContact ?? <NotSet>Not provided</NotSet>}</Fact>
          <Fact term="City">{qabail.cityName}</Fact>
          <Fact term="Area Covered">{qabail.areaCovered ?? <NotSet>Not provided</NotSet>}</Fact>
        </dl>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center sm:grid-cols-5">
          <Count term="Majlis Members" value={qabail.majlisMembers} />
          <Count term="Active Circles" value={qabail.activeCircles} />
          <Count term="Masjids" value={qabail.masjidCount} />
          <Count term="Ulma" value={qabail.ulmaCount} />
          <Count term="Murabbis" value={qabail.murabbiCount} />
        </dl>
      </Section>

      <Section title="WhatsApp Group" icon={<MessageCircle className="size-4" />}>
        {link ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Badge tone="success">Active</Badge>
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassNames({ size: 'sm', className: 'bg-emerald-700 hover:bg-emerald-800' })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Join Group
            </a>
          </div>
        ) : (
          <NotSet>{qabail.whatsappGroup ? 'No link provided' : 'Not available'}</NotSet>
        )}
      </Section>

      <div className="grid gap-4 sm:grid-cols-2">
        <Section title="Majlis Zikr" icon={<Sparkles className="size-4" />}>
          <ActiveText active={qabail.majlisZikrCheck}>{majlisZikrText(qabail)}</ActiveText>
        </Section>
        <Section title="Shab-e-Tazkia" icon={<CalendarHeart className="size-4" />}>
          <ActiveText active={qabail.shabetazkiaCheck}>{shabeTazkiaText(qabail)}</ActiveText>
        </Section>
      </div>

      <Section title="Additional Information" icon={<Users className="size-4" />}>
        <Paragraph text={qabail.additionalInfo} empty="No additional information" />
      </Section>
      <Section title="Special Notes" icon={<NotebookPen className="size-4" />}>
        <Paragraph text={qabail.specialNotes} empty="No special notes" />
      </Section>
    </div>
  );
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 p-4">
      <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <span aria-hidden="true" className="text-brand-700">
          {icon}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Count({ term, value }: { term: string; value: number }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-slate-50 px-1 py-2">
      <dt className="text-xs leading-tight text-slate-500">{term}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function ActiveText({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <p className={active ? 'text-sm font-medium text-emerald-700' : 'text-sm text-slate-500'}>{children}</p>
  );
}

function Paragraph({ text, empty }: { text: string | null; empty: string }) {
  if (!text) return <NotSet>{empty}</NotSet>;
  return <p className="text-sm whitespace-pre-wrap text-slate-700">{text}</p>;
}

function NotSet({ children }: { children: ReactNode }) {
  return <span className="text-sm text-slate-500 italic">{children}</span>;
}
