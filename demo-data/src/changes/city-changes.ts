import {
  CAMPUS_MAJLIS,
  CAMPUS_REQUIREMENTS,
  type CampusChecklistMap,
  CITY_STATUSES,
  type CityFields,
  type CitySelection,
  SEERAT_MODEL_CHECK_STATUSES,
  WEEK_DAYS,
} from '@seerat/contracts';
import { mobileNumber, personName } from '../names/people';
import { changeReason, karguzari, whatsappGroupUrl } from '../names/texts';
import type { Random } from '../random';

/**
 * What someone does to a city: edit its form (the body of `PUT /api/cities/{id}`), save its
 * checklist, record a Seerat model check (`POST …/seerat-model-checks`) or re-check one
 * (`PUT …/seerat-model-checks/{checkId}`).
 */
export type CityChange =
  | { kind: 'edit'; body: Record<string, unknown>; changeReason: string | null; adminOnly: boolean }
  | { kind: 'checklist'; body: { checklist: CampusChecklistMap; notes: string | null; isCampus: boolean } }
  | { kind: 'record-check'; body: Record<string, unknown> }
  | { kind: 'recheck'; checkId: number; body: Record<string, unknown> };

export interface CityChangeContext {
  at: Date;
  fields: CityFields;
  seeratModels: CitySelection[];
  libraryBooks: CitySelection[];
  checklist: CampusChecklistMap | null;
  /** How many Seerat model checks the city has recorded (numbered 1 to this). */
  seeratModelChecks: number;
  /** The town circle this city may sit below; `null` for a city that is never a sub-city. */
  hubId: number | null;
  /** The Urdu name someone adds when the city has none yet. */
  nameUrdu: string;
  /** Catalogue entries that exist by now. */
  modelIds: number[];
  bookIds: number[];
}

type Kind =
  | 'counts'
  | 'karguzari'
  | 'shabetazkia'
  | 'zikr'
  | 'whatsapp'
  | 'masool'
  | 'islahi'
  | 'selections'
  | 'checklist'
  | 'seerat-check'
  | 'majlis'
  | 'status'
  | 'urdu-name'
  | 'parent';

/**
 * The mix of a city's history: mostly its monthly figures and activity reports, now and then a
 * new masool, a WhatsApp group, catalogue selections, checklist progress towards becoming a campus,
 * rarely a status change (administrators) or a sub-city leaving or rejoining its town's circle.
 * Every change really changes something, so every command records an event.
 */
export function nextCityChange(random: Random, context: CityChangeContext): CityChange {
  const { fields } = context;
  const kind = random.weighted<Kind>([
    ['counts', 40],
    ['karguzari', 18],
    ['shabetazkia', 8],
    ['zikr', 4],
    ['whatsapp', 3],
    ['masool', 3],
    ['islahi', 2],
    ['selections', context.modelIds.length + context.bookIds.length > 0 ? 8 : 0],
    ['checklist', fields.campusActive ? 0 : 2],
    ['seerat-check', 2],
    ['majlis', fields.campusActive ? 4 : 0],
    // A city leaves active status rarely and is soon reviewed back to it.
    ['status', fields.status === 'active' ? 0.2 : 15],
    ['urdu-name', fields.nameUrdu === null ? 3 : 0],
    ['parent', context.hubId === null ? 0 : 1],
  ]);
  const edit = (
    body: Record<string, unknown>,
    reason = changeReason(random),
    adminOnly = false,
  ): CityChange => ({
    kind: 'edit',
    body,
    changeReason: reason,
    adminOnly,
  });
  switch (kind) {
    case 'counts':
      return edit(changedCounts(random, fields));
    case 'karguzari':
      return edit({ karguzari: karguzari(random, context.at) }, null);
    case 'shabetazkia':
      return edit(
        { shabetazkiaCheck: true, shabetazkiaLastDate: context.at.toISOString().slice(0, 10) },
        null,
      );
    case 'zikr':
      return edit(
        fields.majlisZikrCheck && random.chance(0.2)
          ? { majlisZikrCheck: false }
          : {
              majlisZikrCheck: true,
              majlisZikrDay: random.pick(WEEK_DAYS.filter((day) => day !== fields.majlisZikrDay)),
              majlisZikrTime: random.pick([
                'After Fajr',
                'After Asr',
                'After Maghrib',
                'After Isha',
                '9:00 PM',
              ]),
            },
      );
    case 'whatsapp':
      return edit({ whatsappGroup: true, whatsappGroupUrl: whatsappGroupUrl(random) });
    case 'masool':
      return edit(
        { masoolName: personName(random), masoolNumber: mobileNumber(random) },
        'New masool appointed',
      );
    case 'islahi':
      return edit(
        fields.islahiMuamlat
          ? { muamlatReceiver: personName(random) }
          : { islahiMuamlat: true, muamlatReceiver: personName(random) },
      );
    case 'selections':
      return edit(changedSelections(random, context));
    case 'checklist':
      return { kind: 'checklist', body: nextChecklist(random, context.checklist) };
    case 'seerat-check':
      return seeratModelCheck(random, context);
    case 'majlis':
      return edit(changedMajlis(random, fields));
    case 'status':
      return edit({ status: nextStatus(random, fields.status) }, 'Status reviewed by admin', true);
    case 'urdu-name':
      return edit({ nameUrdu: context.nameUrdu }, 'Urdu name added');
    case 'parent':
      return edit(
        fields.parentCityId === null
          ? { isParentCity: true, parentCityId: context.hubId }
          : { isParentCity: false },
        fields.parentCityId === null ? 'Rejoined the town circle' : 'Runs on its own now',
      );
  }
}

const COUNTS: readonly (readonly [keyof CityFields, number])[] = [
  ['majlisMembers', 6],
  ['activeCircles', 2],
  ['ulmaCount', 1],
  ['inactiveTeachersCount', 1],
  ['masjidCount', 1],
  ['murabbiCount', 1],
  ['seeratLibraryBooks', 4],
];

/** One to three figures move, mostly up: circles and members grow over the years. */
function changedCounts(random: Random, fields: CityFields): Record<string, number> {
  const body: Record<string, number> = {};
  for (let n = random.int(1, 3); n > 0; n--) {
    const [field, step] = random.pick(COUNTS);
    const current = fields[field] as number;
    const moved = Math.max(0, current + random.int(-1, 3) * step);
    body[field] = moved === current ? current + step : moved;
  }
  return body;
}

/** A Seerat model or library book added, counted again, or dropped; the form sends the whole list. */
function changedSelections(random: Random, context: CityChangeContext): Record<string, unknown> {
  const models = context.modelIds.length > 0 && (context.bookIds.length === 0 || random.chance(0.5));
  const current = models ? context.seeratModels : context.libraryBooks;
  const offered = models ? context.modelIds : context.bookIds;
  const idKey = models ? 'modelId' : 'bookId';
  let next: CitySelection[];
  const unselected = offered.filter((id) => !current.some((entry) => entry.id === id));
  if (unselected.length > 0 && (current.length === 0 || random.chance(0.5))) {
    next = [...current, { id: random.pick(unselected), count: random.int(1, 3) }];
  } else if (current.length > 1 && random.chance(0.2)) {
    const dropped = random.pick(current);
    next = current.filter((entry) => entry !== dropped);
  } else {
    const recounted = random.pick(current);
    next = current.map((entry) => (entry === recounted ? { ...entry, count: entry.count + 1 } : entry));
  }
  return {
    [models ? 'seeratModels' : 'libraryBooks']: next.map((entry) => ({
      [idKey]: entry.id,
      count: entry.count,
    })),
  };
}

const CHECK_NAMES = [
  'Circle attendance register',
  'Weekly lesson plan followed',
  'Teachers trained for the model',
  'Library books issued and returned',
  'Monthly review meeting held',
  'Reading progress recorded',
];

/**
 * A Seerat model check: a new one (always at first), or one already recorded checked again,
 * passed or failed on the day with a note that often runs to two lines.
 */
function seeratModelCheck(random: Random, context: CityChangeContext): CityChange {
  const day = context.at.toISOString().slice(0, 10);
  const status = random.pick(SEERAT_MODEL_CHECK_STATUSES);
  const checked = status === 'pending' ? {} : { lastCheckedDate: day };
  const notes =
    status === 'failed'
      ? 'Not yet in place.\nFollow up at the next monthly review.'
      : random.chance(0.5)
        ? 'Seen during the visit.'
        : null;
  if (context.seeratModelChecks === 0 || random.chance(0.4)) {
    return {
      kind: 'record-check',
      body: { checkName: random.pick(CHECK_NAMES), checkStatus: status, ...checked, notes },
    };
  }
  return {
    kind: 'recheck',
    checkId: random.int(1, context.seeratModelChecks),
    body: {
      checkStatus: status === 'pending' ? 'passed' : status,
      lastCheckedDate: day,
      notes,
      changeReason: 'Checked again on a visit',
    },
  };
}

/** One more requirement met, now and then one lost; with all five, sometimes marked a campus. */
function nextChecklist(
  random: Random,
  saved: CampusChecklistMap | null,
): { checklist: CampusChecklistMap; notes: string | null; isCampus: boolean } {
  const checklist = { ...(saved ?? emptyChecklist()) };
  const met = CAMPUS_REQUIREMENTS.filter((requirement) => checklist[requirement.id]);
  const unmet = CAMPUS_REQUIREMENTS.filter((requirement) => !checklist[requirement.id]);
  if (met.length > 0 && (unmet.length === 0 || random.chance(0.25))) checklist[random.pick(met).id] = false;
  else checklist[random.pick(unmet).id] = true;
  const metNow = CAMPUS_REQUIREMENTS.filter((requirement) => checklist[requirement.id]).length;
  return {
    checklist,
    notes: random.chance(0.4) ? `Reviewed with the zone team; ${metNow} of 5 requirements met.` : null,
    isCampus: metNow === CAMPUS_REQUIREMENTS.length && random.chance(0.4),
  };
}

function emptyChecklist(): CampusChecklistMap {
  return {
    seerahCirclesCheck: false,
    trainedTeamCheck: false,
    trainedTeachersCheck: false,
    locationConfirmedCheck: false,
    teamVisitedIslamabadCheck: false,
  };
}

/** A campus majlis starts with its masool, gets a new masool, or pauses. */
function changedMajlis(random: Random, fields: CityFields): Record<string, unknown> {
  const majlis = random.pick(CAMPUS_MAJLIS);
  if (!fields[majlis.toggle]) return { [majlis.toggle]: true, [majlis.masool]: personName(random) };
  if (random.chance(0.15)) return { [majlis.toggle]: false };
  return { [majlis.masool]: personName(random) };
}

function nextStatus(random: Random, status: CityFields['status']): CityFields['status'] {
  if (status !== 'active') return 'active';
  return random.pick(CITY_STATUSES.filter((other) => other !== 'active'));
}
