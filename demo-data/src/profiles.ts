import {
  type Actor,
  type CommandDeps,
  createIdAllocator,
  createMasoolProfile,
  createTeamProfile,
  setReadingProgress,
  storeProfilePicture,
} from '@seerat/command-api';
import {
  createMasoolProfileRequestSchema,
  createTeamProfileRequestSchema,
  READING_STATUSES,
  setReadingProgressRequestSchema,
} from '@seerat/contracts';
import { demoActor } from './actors';
import type { Blueprint, PlannedUser } from './blueprint';
import type { BlueprintFacts } from './blueprint-facts';
import { mobileNumber, personName } from './names/people';
import type { Random } from './random';

const MADRASAS = [
  'Jamia Ashrafia',
  'Darul Uloom Karachi',
  'Jamia Binoria',
  'Jamia Naeemia',
  'Darul Uloom Haqqania',
];
const TAKHASSUS = ['Fiqh', 'Hadith', 'Tafseer', 'Ifta', 'Seerat'];
const BAIT = ['Hazrat Maulana Zulfiqar Ahmad', 'Mufti Taqi Usmani', 'Pir Zulfiqar Naqshbandi'];
const SUNNAH_DETAILS = [
  'Miswak before every prayer',
  'Eating with the right hand, seated',
  'Sleeping on the right side',
];
const TEAM_PER_CITY = 2;

/**
 * The profiles of the demo organisation, written after its history through the same use cases
 * the routes call: a masool profile for every zone and city masool (most with a picture the
 * generator paints, a third of them Alims), the reading of each, and two team members in each
 * city masool's city. Profiles are current records, so they are written as of the history's end.
 * Answers how many commands ran.
 */
export async function seedProfiles(context: {
  blueprint: Blueprint;
  deps: Omit<CommandDeps, 'ids' | 'facts'>;
  facts: BlueprintFacts;
  defaultBookIds: number[];
  random: Random;
}): Promise<number> {
  const { blueprint, random } = context;
  const deps: CommandDeps = {
    ...context.deps,
    facts: context.facts,
    ids: createIdAllocator(context.deps.knex),
  };
  const admin = blueprint.users.find((user) => user.role === 'admin');
  if (!admin) return 0;
  const asAdmin = demoActor(admin, blueprint.end, random);
  let commands = 0;
  for (const user of blueprint.users) {
    if (user.role !== 'zone_masool' && user.role !== 'city_masool') continue;
    await masoolProfile(deps, asAdmin, user, random);
    commands +=
      1 + (await reading(deps, demoActor(user, blueprint.end, random), user, context.defaultBookIds, random));
    if (user.role === 'city_masool' && user.city?.id) {
      for (let n = 0; n < TEAM_PER_CITY; n++) {
        await teamMember(deps, demoActor(user, blueprint.end, random), user.city.id, random);
        commands++;
      }
    }
  }
  return commands;
}

async function masoolProfile(
  deps: CommandDeps,
  actor: Actor,
  user: PlannedUser,
  random: Random,
): Promise<void> {
  const name = nameOf(user);
  const alim = random.chance(0.35);
  const teaching = alim && random.chance(0.5);
  const place =
    user.role === 'city_masool' && user.city?.id
      ? { profileType: 'city', cityId: user.city.id }
      : { profileType: 'zone', zoneId: user.zone?.id };
  const request = createMasoolProfileRequestSchema.parse({
    userId: user.id,
    name,
    contact: mobileNumber(random),
    occupation: random.pick(['Teacher', 'Trader', 'Engineer', 'Doctor', 'Imam']),
    education: random.pick(['Matric', 'Intermediate', 'BA', 'MA', 'Dars-e-Nizami']),
    experienceYears: random.int(1, 20),
    ...place,
    ...practice(random),
    isAlim: alim,
    yearOfCompletion: alim ? String(random.int(1990, 2020)) : null,
    madrasaName: alim ? random.pick(MADRASAS) : null,
    takhassus: alim && random.chance(0.6) ? random.pick(TAKHASSUS) : null,
    isTeaching: teaching,
    teachingMadrasa: teaching ? random.pick(MADRASAS) : null,
    sunnaPracticeCount: random.int(0, 12),
    weeklyProgress: random.chance(0.5) ? 'Read two chapters of Seerat with the circle' : null,
    profilePicture: random.chance(0.7) ? await picture(deps, actor, name, random) : null,
  });
  await createMasoolProfile(deps, actor, request);
}

async function teamMember(deps: CommandDeps, actor: Actor, cityId: number, random: Random): Promise<void> {
  const name = personName(random);
  const request = createTeamProfileRequestSchema.parse({
    name,
    contact: mobileNumber(random),
    cityId,
    ...practice(random),
    profilePicture: random.chance(0.5) ? await picture(deps, actor, name, random) : null,
  });
  await createTeamProfile(deps, actor, request);
}

/** The person's own reading: a few of the default books, at various stages, some rated. */
async function reading(
  deps: CommandDeps,
  actor: Actor,
  user: PlannedUser,
  bookIds: number[],
  random: Random,
): Promise<number> {
  const books = bookIds.filter(() => random.chance(0.3));
  for (const bookId of books) {
    const status = random.pick(READING_STATUSES);
    const request = setReadingProgressRequestSchema.parse({
      status,
      progressPercentage:
        status === 'completed' ? 100 : status === 'currently_reading' ? random.int(5, 95) : 0,
      rating: status === 'completed' ? random.int(3, 5) : undefined,
    });
    await setReadingProgress(deps, actor, { userId: user.id!, bookId, request });
  }
  return books.length;
}

function practice(random: Random) {
  const islahi = random.chance(0.6);
  const sunnah = random.chance(0.7);
  const teacher = random.chance(0.4);
  return {
    islahiMamulat: islahi,
    bait: islahi ? random.pick(BAIT) : null,
    mamulatReceiver: islahi && random.chance(0.5) ? personName(random) : null,
    listeningToNaat: random.chance(0.5),
    dailySunnahPractice: sunnah,
    dailySunnahDetails: sunnah ? random.pick(SUNNAH_DETAILS) : null,
    sunnahCount: random.int(0, 25),
    seeratTeacher: teacher,
    timesTaughtSeerat: teacher ? random.int(1, 30) : 0,
  };
}

/** "muhammad.bilal.qureshi" → "Muhammad Bilal Qureshi": the name the username was made from. */
function nameOf(user: PlannedUser): string {
  return user.username
    .replace(/\d+$/, '')
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/** A portrait placeholder the generator paints: the initials on a colour of the person's own. */
async function picture(deps: CommandDeps, actor: Actor, name: string, random: Random): Promise<string> {
  const initials = name
    .split(' ')
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
  const hue = random.int(0, 359);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="hsl(${hue},45%,40%)"/>
    <text x="128" y="160" font-family="sans-serif" font-size="96" fill="white" text-anchor="middle">${initials}</text>
  </svg>`;
  // Loaded here, not with the package: the services import this package, and only seeding draws.
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return (await storeProfilePicture(deps, actor, png)).filePath;
}
