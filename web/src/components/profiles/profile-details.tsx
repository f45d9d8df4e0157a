import { type ReadingBook, whatsappChatUrl } from '@seerat/contracts';
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../ui/badge';
import { EmptyState } from '../ui/empty-state';
import type { PracticeValues } from './practice-form-fields';
import { STATUS_LABELS } from './practice-form-fields';
import { ProfileAvatar } from './profile-avatar';

type ProfileDetailsProps = {
  profile: PracticeValues & { name: string; contact: string; profilePicture: string | null };
  location: string;
  /** The masool view's Alim info. */
  extra?: ReactNode;
  /** Where reading progress has no record at all (the city page's team dialog). */
  noReadingText?: string;
  /** The person's tracked reading, when they have an account (masool profiles). */
  reading?: ReactNode;
};

/** A profile's details: photo, contact with WhatsApp, location, Islahi and Seerat info, reading progress. */
export function ProfileDetails({
  profile,
  location,
  extra,
  reading,
  noReadingText = 'No reading data available.',
}: ProfileDetailsProps) {
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-4">
        <ProfileAvatar name={profile.name} picture={profile.profilePicture} size="lg" />
        <div className="min-w-0">
          <p className="text-lg font-semibold text-slate-900">{profile.name}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {profile.contact}
            <WhatsAppLink contact={profile.contact} />
          </p>
          <p className="text-sm text-slate-500">{location}</p>
        </div>
      </div>
      <DetailSection title="Islahi Info">
        <Detail term="Islahi Mamulat">{profile.islahiMamulat ? 'Active' : 'Inactive'}</Detail>
        <Detail term="Bait">{profile.bait ?? 'Not provided'}</Detail>
        <Detail term="Mamulat Receiver">{profile.mamulatReceiver ?? 'Not provided'}</Detail>
      </DetailSection>
      <DetailSection title="Seerat Info">
        <Detail term="Listening to Naat">{profile.listeningToNaat ? 'Yes' : 'No'}</Detail>
        <Detail term="Daily Sunnah Practice">{profile.dailySunnahPractice ? 'Yes' : 'No'}</Detail>
        {profile.dailySunnahDetails && <Detail term="Sunnah Details">{profile.dailySunnahDetails}</Detail>}
        <Detail term="Sunnah Count">{profile.sunnahCount}</Detail>
        <Detail term="Seerat Teacher">{profile.seeratTeacher ? 'Yes' : 'No'}</Detail>
        <Detail term="Times Taught Seerat">{profile.timesTaughtSeerat}</Detail>
      </DetailSection>
      {extra}
      <section className="grid gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Reading Progress</h3>
        {reading ?? <ReadingBookList books={profile.readingBooks} emptyText={noReadingText} />}
      </section>
    </div>
  );
}

export function ReadingBookList({ books, emptyText }: { books: ReadingBook[]; emptyText: string }) {
  if (books.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <ul className="grid max-h-80 gap-2 overflow-y-auto">
      {books.map((book) => (
        <li key={book.title} className="flex items-center justify-between gap-3 text-sm">
          <span className="min-w-0">{book.title}</span>
          <Badge
            tone={
              book.status === 'completed'
                ? 'success'
                : book.status === 'currently_reading'
                  ? 'info'
                  : 'neutral'
            }
          >
            {STATUS_LABELS[book.status]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** The WhatsApp chat of a contact: only its digits, in a new tab. */
export function WhatsAppLink({ contact }: { contact: string }) {
  return (
    <a
      href={whatsappChatUrl(contact)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Chat with ${contact} on WhatsApp`}
      className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-emerald-700 hover:bg-emerald-50"
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      WhatsApp
    </a>
  );
}

/**
 * A titled list of `Detail`s. `heading` is h3 inside a dialog or card, h2 straight under a page's
 * h1; `empty` is said instead of the list when there is nothing to list (a list holds only terms).
 */
export function DetailSection({
  title,
  children,
  heading: Heading = 'h3',
  empty,
}: {
  title: string;
  children?: ReactNode;
  heading?: 'h2' | 'h3';
  empty?: ReactNode;
}) {
  return (
    <section className="grid gap-2">
      <Heading className="text-sm font-semibold text-slate-900">{title}</Heading>
      {empty ?? <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">{children}</dl>}
    </section>
  );
}

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="text-sm break-words whitespace-pre-wrap text-slate-900">{children}</dd>
    </div>
  );
}
