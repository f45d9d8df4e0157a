import type { MeetingType, ReportType } from '@seerat/contracts';
import { personName } from '../names/people';
import { karguzari } from '../names/texts';
import type { Random } from '../random';

/** What the demo's masools write in meetings and karguzari reports. */

const MEETING_TITLES: Array<[string, MeetingType]> = [
  ['Weekly circle review', 'review'],
  ['Monthly majlis', 'majlis'],
  ['Teachers training session', 'training'],
  ['Seerat conference planning', 'planning'],
  ['Committee meeting', 'committee'],
  ['General meeting', 'general'],
];

const TASKS = [
  'Book the hall for the Seerat conference',
  'Invite the ulma of the area',
  'Print the new syllabus for the circles',
  'Visit the circles that paused during exams',
  'Collect the monthly attendance registers',
  'Arrange transport for the Islamabad visit',
  'Start a circle for the youth in the new colony',
  'Send the karguzari to the zone masool',
] as const;

const AGENDAS = [
  'Review of circles; attendance; next month plan',
  'Conference arrangements; budget; volunteers',
  'Teacher training; syllabus; reading progress',
] as const;

/** The meeting form as a masool fills it in on the day it is held, with 0 to 3 action items. */
export function newMeetingForm(random: Random, place: { cityId: number | null; zoneId: number }, at: Date) {
  const [title, meetingType] = random.pick(MEETING_TITLES);
  const due = (days: number) => new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return {
    title,
    meetingType,
    scope: place.cityId === null ? 'zone' : 'city',
    cityId: place.cityId,
    zoneId: place.zoneId,
    meetingDate: at.toISOString().slice(0, 10),
    startTime: random.pick(['10:00', '14:30', '18:00', '20:30']),
    attendees: random.int(4, 60),
    agenda: random.pick(AGENDAS),
    status: 'completed',
    actionItems: Array.from({ length: random.int(0, 3) }, () => ({
      task: random.pick(TASKS),
      assignedTo: personName(random),
      dueDate: due(random.int(3, 30)),
      priority: random.pick(['low', 'medium', 'medium', 'high', 'urgent'] as const),
    })),
  };
}

/** Minutes written up a little after the meeting. */
export function meetingMinutes(random: Random): string {
  return `Agreed: ${random.pick(TASKS).toLowerCase()}; ${random.int(1, 4)} new circles to start.`;
}

/** The report form for the month, as a city masool writes it. */
export function newReportForm(random: Random, cityId: number, at: Date) {
  const reportType: ReportType = random.chance(0.8) ? 'monthly' : random.pick(['weekly', 'special'] as const);
  return {
    title: `${reportType === 'monthly' ? 'Monthly' : reportType === 'weekly' ? 'Weekly' : 'Special'} karguzari`,
    reportType,
    reportDate: at.toISOString().slice(0, 10),
    activities: karguzari(random, at),
    attendance: random.chance(0.6) ? `${random.int(8, 150)} people attended the circles` : null,
    achievements: random.chance(0.4) ? `${random.int(1, 3)} new circles started` : null,
    cityId,
    status: 'submitted',
  };
}

export const EDIT_REASONS = [
  'Attendance corrected',
  'Added the special programme',
  'Typing mistake',
  'Zone masool asked for details',
] as const;
