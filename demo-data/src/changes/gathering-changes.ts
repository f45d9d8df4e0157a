import type { GatheringOutcome } from '@seerat/contracts';
import { personName } from '../names/people';
import type { PlannedGathering } from '../plan-gatherings';
import type { Random } from '../random';

const TITLES: Record<string, string[]> = {
  workshop: ['Seerat Workshop', 'Teaching the Seerat', 'Circle Leaders Workshop'],
  majlis: ['Majlis-e-Seerat', 'Monthly Majlis', 'Friday Majlis'],
  seminar: ['Seerat Seminar', 'Youth Seminar on the Seerat', 'Family Seminar'],
  training: ['Murabbi Training', 'Teacher Training Day', 'New Masool Training'],
  meeting: ['Circle Masools Meeting', 'Quarterly Review Meeting', 'Planning Meeting'],
  conference: ['Zonal Seerat Conference', 'Annual Seerat Conference'],
  other: ['Community Iftar', 'Seerat Quiz', 'Library Day'],
};
const PURPOSES = [
  'Study the early life of the Prophet (PBUH) with new members',
  'Prepare circle teachers for the next term',
  'Bring the families of the circles together around the Seerat',
  'Review the circles of the city and plan the next quarter',
  'Introduce the Seerat library to students',
];
const VENUES = ['Jamia Masjid', 'Community Hall', 'Government High School', 'Markaz', 'Madrasa Hall', null];

/** The event form as a masool fills it for a planned event: the `POST /api/events` body. */
export function newGatheringForm(random: Random, gathering: PlannedGathering): Record<string, unknown> {
  const end = new Date(gathering.startsAt.getTime() + gathering.hours * 3_600_000);
  const venue = random.pick(VENUES);
  return {
    title: `${random.pick(TITLES[gathering.eventType] ?? TITLES.other!)} ${gathering.city.name}`,
    purpose: random.pick(PURPOSES),
    eventType: gathering.eventType,
    organizer: random.chance(0.7) ? personName(random) : null,
    startDateTime: gathering.startsAt.toISOString(),
    endDateTime: end.toISOString(),
    location: venue === null ? null : `${venue}, ${gathering.city.name}`,
    murabbiCount: random.int(0, 4),
    khudaamCount: random.int(5, 40),
    teacherCount: random.int(0, 6),
    majlisSeeratMemberCount: random.int(0, 15),
    expectedParticipants: gathering.expected,
    cityId: gathering.city.id,
    submit: gathering.submitAtOnce,
  };
}

/** A revision before resubmission: more teachers, a venue, a clearer purpose. */
export function gatheringRevision(random: Random): Record<string, unknown> {
  return random.weighted([
    [{ teacherCount: random.int(3, 8) }, 2],
    [{ location: 'Jamia Masjid' }, 1],
    [{ expectedParticipants: random.int(20, 80) }, 1],
  ] as const);
}

/** What the reviewer writes. */
export function reviewComment(random: Random, kind: 'approve' | 'reject' | 'request-changes'): string | null {
  switch (kind) {
    case 'approve':
      return random.chance(0.5)
        ? random.pick(['Well planned', 'Approved, share photos after', 'Go ahead'])
        : null;
    case 'reject':
      return random.pick([
        'Too few teachers for the expected number',
        'Clashes with the zonal event',
        'No venue yet',
      ]);
    case 'request-changes':
      return random.pick([
        'Please add the venue',
        'Please add the organizer',
        'Expected participants look low',
      ]);
  }
}

/** The attendance and notes recorded after the event. */
export function gatheringOutcome(random: Random, expected: number): GatheringOutcome {
  const attended = Math.round(expected * (0.5 + random.float() * 0.7));
  const khudaam = Math.round(attended * 0.6);
  const majlis = Math.round(attended * 0.25);
  const teachers = Math.min(attended - khudaam - majlis, random.int(1, 5));
  return {
    murabbiCount: Math.max(0, attended - khudaam - majlis - teachers),
    khudaamCount: khudaam,
    teacherCount: Math.max(0, teachers),
    majlisSeeratMemberCount: majlis,
    executionNotes: random.chance(0.7) ? 'Held as planned' : 'Started late; held in a smaller hall',
    achievements: random.chance(0.5) ? 'New members joined the circles' : null,
    challenges: random.chance(0.3) ? 'Low attendance of teachers' : null,
    documentUrls: null,
  };
}
