import type { CityFields } from '../cities/city';
import type { GatheringFields } from '../gatherings/gathering';
import type { KarguzariFields } from '../karguzari/karguzari-report';
import type { MasoolProfileFields } from '../masool-profiles/masool-profile';
import type { ActionItemFields, MeetingFields } from '../meetings/meeting';
import type { QabailFields } from '../qabails/qabail';
import type { ReadingProgressFields } from '../reading-progress/reading-progress';
import type { SeeratModelCheckFields } from '../seerat-model-checks/seerat-model-check';
import type { TeamProfileFields } from '../team-profiles/team-profile';
import type { ZoneFields } from '../zones/zone';

/**
 * The labels the change history shows for each entity's fields, as the forms name them. Each map
 * is typed by its entity's fields, so a field added to a schema without a label fails to compile.
 * Histories record code names (`activeCircles`); screens show these.
 */
const ZONE: Record<keyof ZoneFields, string> = {
  name: 'Zone Name',
  masool: 'Zone Masool',
  masoolContact: 'Masool Contact',
  responsibleCity: 'Responsible City',
  whatsappGroupUrl: 'WhatsApp Group URL',
  libraryCount: 'Library Count',
};

const CITY: Record<keyof CityFields, string> & Record<string, string> = {
  name: 'Name',
  nameUrdu: 'City Name (Urdu)',
  masoolName: 'Masool Name',
  masoolNumber: 'Masool Number',
  majlisMembers: 'Majlis Members',
  activeCircles: 'Active Circles',
  ulmaCount: 'Ulma Count',
  inactiveTeachersCount: 'Inactive Teachers',
  masjidCount: 'Masjid Count',
  murabbiCount: 'Murabbi Count',
  seeratLibraryBooks: 'Seerat Library Books',
  whatsappGroup: 'WhatsApp Group',
  whatsappGroupUrl: 'WhatsApp Group URL',
  islahiMuamlat: 'Islahi Muamlat',
  muamlatReceiver: 'Muamlat Receiver',
  status: 'Status',
  karguzari: 'Karguzari',
  shabetazkiaCheck: 'Shab-e-Tazkia',
  shabetazkiaLastDate: 'Shab-e-Tazkia Last Date',
  majlisZikrCheck: 'Islahi Majlis (Majlis Zikr)',
  majlisZikrDay: 'Majlis Zikr Day',
  majlisZikrTime: 'Majlis Zikr Time',
  isParentCity: 'Is Sub City',
  parentCityId: 'Parent City',
  campusActive: 'Campus Active',
  majlisTaleemActive: 'Majlis Taleem',
  majlisTaleemMasool: 'Majlis Taleem Masool',
  majlisIslahActive: 'Majlis Islah',
  majlisIslahMasool: 'Majlis Islah Masool',
  majlisShabab: 'Majlis Shabab',
  majlisShababMasool: 'Majlis Shabab Masool',
  majlisAtfal: 'Majlis Atfal',
  majlisAtfalMasool: 'Majlis Atfal Masool',
  majlisJamiyaat: 'Majlis Jamiyaat',
  majlisJamiyaatMasool: 'Majlis Jamiyaat Masool',
  muntizamahActive: 'Muntizamah',
  muntizamahMasool: 'Muntizamah Masool',
  zoneId: 'Zone',
  seeratModels: 'Seerat Models',
  libraryBooks: 'Library Books',
  'campusChecklist.seerahCirclesCheck': 'Campus: Seerah Study Circles',
  'campusChecklist.trainedTeamCheck': 'Campus: Trained Administrative Team',
  'campusChecklist.trainedTeachersCheck': 'Campus: Trained Teachers',
  'campusChecklist.locationConfirmedCheck': 'Campus: Location Confirmed',
  'campusChecklist.teamVisitedIslamabadCheck': 'Campus: Team Visited Islamabad',
  'campusChecklist.notes': 'Campus: Notes',
  'campusChecklist.isCampus': 'Campus: Is Campus',
};

const QABAIL: Record<keyof QabailFields, string> = {
  qabilahName: 'Qabilah Name',
  masoolName: 'Masool Name',
  masoolContact: 'Masool Contact',
  cityId: 'City',
  cityName: 'City Name',
  areaCovered: 'Area Covered',
  majlisMembers: 'Majlis Members',
  activeCircles: 'Active Circles',
  masjidCount: 'Masjid Count',
  ulmaCount: 'Ulma Count',
  murabbiCount: 'Murabbi Count',
  whatsappGroup: 'WhatsApp Group',
  whatsappGroupUrl: 'WhatsApp Group URL',
  majlisZikrCheck: 'Majlis Zikr',
  majlisZikrDay: 'Majlis Zikr Day',
  majlisZikrTime: 'Majlis Zikr Time',
  shabetazkiaCheck: 'Shab-e-Tazkia',
  shabetazkiaLastDate: 'Shab-e-Tazkia Last Date',
  status: 'Status',
  additionalInfo: 'Additional Info',
  specialNotes: 'Special Notes',
};

const EVENT: Record<keyof GatheringFields, string> & Record<string, string> = {
  title: 'Title',
  purpose: 'Purpose',
  eventType: 'Event Type',
  organizer: 'Organizer',
  startDateTime: 'Start',
  endDateTime: 'End',
  location: 'Location',
  murabbiCount: 'Murabbi Count',
  khudaamCount: 'Khudaam Count',
  teacherCount: 'Teacher Count',
  majlisSeeratMemberCount: 'Majlis Seerat Members',
  expectedParticipants: 'Expected Participants',
  cityId: 'City',
  proposalAttachments: 'Proposal Attachments',
  zoneId: 'Zone',
  durationHours: 'Duration (hours)',
  actualParticipants: 'Actual Participants',
  executionNotes: 'Execution Notes',
  achievements: 'Achievements',
  challenges: 'Challenges',
  documentUrls: 'Documents',
  status: 'Status',
  approvalStatus: 'Approval Status',
};

const ACTION_ITEM: Record<keyof ActionItemFields, string> = {
  task: 'Task',
  assignedTo: 'Assigned To',
  dueDate: 'Due Date',
  status: 'Status',
  priority: 'Priority',
};

const MEETING: Record<keyof MeetingFields, string> = {
  title: 'Title',
  description: 'Description',
  meetingType: 'Meeting Type',
  meetingDate: 'Meeting Date',
  startTime: 'Start Time',
  endTime: 'End Time',
  location: 'Location',
  attendees: 'Attendees',
  agenda: 'Agenda',
  minutes: 'Minutes',
  notes: 'Notes',
  status: 'Status',
  scope: 'Scope',
  cityId: 'City',
  zoneId: 'Zone',
};

const KARGUZARI: Record<keyof KarguzariFields, string> & Record<string, string> = {
  title: 'Title',
  reportType: 'Report Type',
  reportDate: 'Report Date',
  weekStartDate: 'Week Start',
  weekEndDate: 'Week End',
  activities: 'Activities',
  achievements: 'Achievements',
  challenges: 'Challenges',
  attendance: 'Attendance Summary',
  financialSummary: 'Financial Summary',
  upcomingPlans: 'Upcoming Plans',
  additionalNotes: 'Additional Notes',
  priority: 'Priority',
  cityId: 'City',
  zoneId: 'Zone',
  status: 'Status',
  version: 'Version',
};

const PRACTICE = {
  islahiMamulat: 'Islahi Mamulat',
  bait: 'Bait',
  mamulatReceiver: 'Mamulat Receiver',
  listeningToNaat: 'Listening to Naat',
  dailySunnahPractice: 'Daily Sunnah Practice',
  sunnahCount: 'Sunnah Count',
  dailySunnahDetails: 'Daily Sunnah Details',
  seeratTeacher: 'Seerat Teacher',
  timesTaughtSeerat: 'Times Taught Seerat',
  readingBooks: 'Reading Books',
};

const MASOOL_PROFILE: Record<keyof MasoolProfileFields, string> & Record<string, string> = {
  name: 'Full Name',
  contact: 'Phone Number',
  email: 'Email',
  occupation: 'Occupation',
  education: 'Education',
  experienceYears: 'Years of Experience',
  address: 'Address',
  dateOfBirth: 'Date of Birth',
  profilePicture: 'Profile Picture',
  profileType: 'Profile Type',
  zoneId: 'Zone',
  cityId: 'City',
  ...PRACTICE,
  isAlim: 'Is Alim',
  yearOfCompletion: 'Year of Completion',
  madrasaName: 'Madrasa Name',
  takhassus: 'Takhassus',
  isTeaching: 'Is Teaching',
  teachingMadrasa: 'Teaching Madrasa',
  islahiMamlat: 'Islahi Mamlat',
  islahiProgress: 'Islahi Progress',
  islahiGoals: 'Islahi Goals',
  dailyNaatListening: 'Daily Naat Listening',
  sunnaPracticeCount: 'Sunnah Practice Count',
  seeratPractices: 'Seerat Practices',
  weeklyProgress: 'Weekly Progress',
  userId: 'User',
};

const TEAM_PROFILE: Record<keyof TeamProfileFields, string> = {
  name: 'Name',
  contact: 'Contact',
  profilePicture: 'Profile Picture',
  cityId: 'City',
  masoolId: 'Masool',
  ...PRACTICE,
};

const SEERAT_MODEL_CHECK: Record<keyof SeeratModelCheckFields, string> = {
  checkName: 'Check Name',
  checkStatus: 'Status',
  lastCheckedDate: 'Last Checked',
  notes: 'Notes',
};

const READING: Record<keyof ReadingProgressFields, string> = {
  status: 'Status',
  startDate: 'Start Date',
  completionDate: 'Completion Date',
  progressPercentage: 'Progress (%)',
  currentPage: 'Current Page',
  totalPages: 'Total Pages',
  notes: 'Notes',
  rating: 'Rating',
};

const USER = {
  username: 'Username',
  roles: 'Roles',
  assignedZoneId: 'Assigned Zone',
  assignedCityId: 'Assigned City',
  isActive: 'Active',
  organisationWide: 'Organisation-wide',
  password: 'Password',
};

const CUSTOM_ROLE = {
  name: 'Role Name',
  description: 'Description',
  permissions: 'Permissions',
  isActive: 'Active',
};

const SEERAT_MODEL = { modelName: 'Model Name', priority: 'Priority' };
const RECOMMENDED_BOOK = {
  title: 'Title',
  author: 'Author',
  category: 'Category',
  priority: 'Priority',
  description: 'Description',
  isActive: 'Active',
};

const BUDGET = {
  title: 'Title',
  description: 'Description',
  status: 'Status',
};

/** A budget line's fields, as the line forms name them (`expense 4 unitPrice` → "Expense 4: Unit Price"). */
const BUDGET_LINE: Record<string, string> = {
  category: 'Category',
  description: 'Description',
  estimatedAmount: 'Estimated Amount',
  actualAmount: 'Actual Amount',
  paymentMethod: 'Payment Method',
  collectionDate: 'Collection Date',
  receiptNumber: 'Receipt Number',
  receiptUrl: 'Receipt',
  notes: 'Notes',
  quantity: 'Quantity',
  unitPrice: 'Unit Price',
  actualQuantity: 'Actual Quantity',
  actualUnitPrice: 'Actual Unit Price',
  vendor: 'Vendor',
  billNumber: 'Bill Number',
  billDate: 'Bill Date',
};

/** Every audited kind of entity, as its history route names it (`/api/{path}/{id}/audit`). */
export const AUDIT_FIELD_LABELS = {
  zones: ZONE,
  cities: CITY,
  qabails: QABAIL,
  events: EVENT,
  meetings: MEETING,
  karguzari: KARGUZARI,
  budgets: BUDGET,
  'masool-profiles': MASOOL_PROFILE,
  'team-profiles': TEAM_PROFILE,
  'reading-progress': READING,
  users: USER,
  'custom-roles': CUSTOM_ROLE,
  'seerat-models': SEERAT_MODEL,
  'recommended-books': RECOMMENDED_BOOK,
} as const satisfies Record<string, Record<string, string>>;

export type AuditedEntityPath = keyof typeof AUDIT_FIELD_LABELS;

/** One entity of each audited kind, as screens name it ("Masool profile 4", "Masool profile as of …"). */
export const AUDITED_ENTITY_NAMES: Record<AuditedEntityPath, string> = {
  zones: 'Zone',
  cities: 'City',
  qabails: 'Qabail',
  events: 'Event',
  meetings: 'Meeting',
  karguzari: 'Karguzari report',
  budgets: 'Budget',
  'masool-profiles': 'Masool profile',
  'team-profiles': 'Team profile',
  'reading-progress': 'Reading list',
  users: 'User',
  'custom-roles': 'Custom role',
  'seerat-models': 'Seerat model',
  'recommended-books': 'Recommended book',
};

/** The items some entities hold, as their recorded field names start (`seeratModelCheck 2 notes`). */
const ITEMS = {
  actionItem: { noun: 'Action item', labels: ACTION_ITEM },
  book: { noun: 'Book', labels: READING },
  seeratModelCheck: { noun: 'Seerat model check', labels: SEERAT_MODEL_CHECK },
} satisfies Record<string, { noun: string; labels: Record<string, string> }>;

/**
 * The entities whose past (`GET /api/{entity}/{id}/as-of`) whoever may read them now may read, by
 * the rule of their present read; the others' past is for the audit tools, or as their history
 * route lets it be read.
 */
export const PAST_READ_AS_PRESENT = [
  'cities',
  'zones',
  'budgets',
  'events',
  'meetings',
  'karguzari',
] as const satisfies readonly AuditedEntityPath[];
export type PastReadAsPresent = (typeof PAST_READ_AS_PRESENT)[number];

/**
 * A recorded field name as its label. Some names carry an item: a meeting's `actionItem 3 status`
 * is "Action item 3: Status", a reading list's `book 4 rating` is "Book 4: Rating", a city's
 * `seeratModelCheck 2 notes` is "Seerat model check 2: Notes". A name without
 * a label (a field since removed) is shown as recorded rather than hidden.
 */
export function auditFieldLabel(entity: AuditedEntityPath, fieldName: string): string {
  const labels: Record<string, string> = AUDIT_FIELD_LABELS[entity];
  const line = /^(collection|expense) (\d+)(?: (\w+))?$/.exec(fieldName);
  if (line) {
    const [, kind, id, field] = line;
    const name = `${kind === 'collection' ? 'Collection' : 'Expense'} ${id}`;
    return field ? `${name}: ${BUDGET_LINE[field] ?? field}` : name;
  }
  const item = /^(actionItem|book|seeratModelCheck) (\d+)(?: (\w+))?$/.exec(fieldName);
  if (item) {
    const [, kind, id, field] = item;
    const { noun, labels: itemLabels }: { noun: string; labels: Record<string, string> } =
      ITEMS[kind as keyof typeof ITEMS];
    const name = `${noun} ${id}`;
    return field ? `${name}: ${itemLabels[field] ?? field}` : name;
  }
  return labels[fieldName] ?? fieldName;
}
