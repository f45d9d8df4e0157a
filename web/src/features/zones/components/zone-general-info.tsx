import type { Zone } from '@seerat/contracts';
import { ExternalLink, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { formatDate } from '../../../lib/dates';

/** The zone's own record: who runs it, how to reach them, when it last changed. */
export function ZoneGeneralInfo({ zone }: { zone: Zone }) {
  return (
    <Card>
      <CardHeader title="General Information" icon={<Info className="size-4 text-brand-700" />} />
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <Row term="Zone Masool">{zone.masool || <Missing>Not assigned</Missing>}</Row>
          <Row term="Masool Contact">{zone.masoolContact ?? <Missing>Contact not available</Missing>}</Row>
          <Row term="Responsible City">{zone.responsibleCity ?? <Missing>Not assigned</Missing>}</Row>
          <Row term="WhatsApp Group">
            {zone.whatsappGroupUrl ? (
              <a
                href={zone.whatsappGroupUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-6 items-center gap-1 font-medium text-brand-700 hover:underline"
              >
                Active with Link
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            ) : (
              <Missing>Not available</Missing>
            )}
          </Row>
          <Row term="Library Count">{zone.libraryCount}</Row>
          <Row term="Created">{formatDate(zone.createdAt)}</Row>
          <Row term="Last Updated">{formatDate(zone.updatedAt)}</Row>
        </dl>
      </CardContent>
    </Card>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-slate-100 pb-2 last:border-0 last:pb-0">
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Missing({ children }: { children: string }) {
  return <span className="font-normal text-slate-400 italic">{children}</span>;
}
