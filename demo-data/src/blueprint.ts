import type { CampusChecklistMap } from '@seerat/contracts';
import type { CityState, QabailState, ZoneState } from '@seerat/domain';
import { type Device, device } from './names/devices';
import { NEIGHBOURHOODS } from './names/neighbourhoods';
import { personName, usernameFrom } from './names/people';
import { ZONES, type ZonePlaces } from './names/places';
import { QABILAHS } from './names/qabilahs';
import { MORE_BOOKS, SEERAT_MODELS } from './names/texts';
import { type PlannedBudget, planBudgets } from './plan-budgets';
import { type PlannedGathering, planGatherings } from './plan-gatherings';
import type { Random } from './random';
import type { DemoScale } from './scales';

/**
 * The organisation a demo history builds, planned before the first command: who and what will
 * exist, and when each comes into being. The command runner fills in `id` and `state` as it
 * creates them; everything else is fixed by the seed.
 */
export interface Blueprint {
  start: Date;
  end: Date;
  zones: PlannedZone[];
  cities: PlannedCity[];
  users: PlannedUser[];
  catalogue: PlannedCatalogueEntry[];
  qabails: PlannedQabail[];
  gatherings: PlannedGathering[];
  budgets: PlannedBudget[];
}

export interface PlannedZone {
  kind: 'zone';
  name: string;
  headquarters: string;
  foundedAt: Date;
  /** Filled in when the zone is created. */
  id: number | null;
  state: ZoneState | null;
}

export interface PlannedCity {
  kind: 'city';
  zone: PlannedZone;
  name: string;
  nameUrdu: string;
  /** Whether the Urdu name is given at founding; otherwise someone adds it later. */
  urduAtFounding: boolean;
  /** The town's own circle this neighbourhood's circle sits below, if it is a sub-city. */
  hub: PlannedCity | null;
  foundedAt: Date;
  /** How busy the city is, relative to the others (about 1 on average). */
  activity: number;
  id: number | null;
  state: CityState | null;
  /** The campus checklist as last saved, `null` before the first save. */
  checklist: CampusChecklistMap | null;
  /** How many Seerat model checks it has recorded. */
  seeratModelChecks: number;
}

/** A qabail of a city's area: added some time after the city, now and then removed again. */
export interface PlannedQabail {
  kind: 'qabail';
  city: PlannedCity;
  qabilahName: string;
  foundedAt: Date;
  /** When it is deleted, if it is. */
  deletedAt: Date | null;
  id: number | null;
  state: QabailState | null;
}

export type DemoRole = 'admin' | 'markazi_masool' | 'markazi_team' | 'zone_masool' | 'city_masool';

export interface PlannedUser {
  kind: 'user';
  username: string;
  role: DemoRole;
  zone: PlannedZone | null;
  city: PlannedCity | null;
  createdAt: Date;
  device: Device;
  id: number | null;
}

export type PlannedCatalogueEntry =
  | { kind: 'seerat_model'; modelName: string; priority: number; addedAt: Date; id: number | null }
  | { kind: 'recommended_book'; title: string; author: string; addedAt: Date; id: number | null };

const DAY_MS = 24 * 60 * 60 * 1000;

export function planOrganisation(scale: DemoScale, random: Random, end: Date): Blueprint {
  const start = new Date(end.getTime() - scale.years * 365 * DAY_MS);
  const span = end.getTime() - start.getTime();
  const zonePlaces = ZONES.slice(0, scale.zones);
  if (zonePlaces.length < scale.zones) throw new Error(`At most ${ZONES.length} zones can be planned`);
  const zones = zonePlaces.map((places, index) =>
    planZone(places, index, { start, span, count: scale.zones }),
  );
  const cities = planCities(scale, random, zones, zonePlaces, end);
  const users = planUsers(scale, random, { start, zones, cities });
  const catalogue = planCatalogue(random, start, span);
  const qabails = planQabails(scale, random, cities, end);
  const gatherings = planGatherings(random, cities, end, scale.gatheringsPerCityYear);
  // Drawn last: the rest of the organisation is planned as it was before budgets.
  const budgets = planBudgets(random, gatherings, end);
  return { start, end, zones, cities, users, catalogue, qabails, gatherings, budgets };
}

/** Zones are founded over the first 40% of the history, most of them early. */
function planZone(
  places: ZonePlaces,
  index: number,
  timing: { start: Date; span: number; count: number },
): PlannedZone {
  const share = (index / timing.count) ** 1.5 * 0.4;
  return {
    kind: 'zone',
    name: places.name,
    headquarters: places.towns[0]![0],
    foundedAt: new Date(timing.start.getTime() + DAY_MS + share * timing.span),
    id: null,
    state: null,
  };
}

/**
 * Each zone gets cities by its weight: first its towns' own circles, then circles in the towns'
 * neighbourhoods ("Multan Cantt"), some of them sub-cities of their town's circle. Cities are
 * founded after their zone (the headquarters first) and sub-cities after their hub.
 */
function planCities(
  scale: DemoScale,
  random: Random,
  zones: PlannedZone[],
  zonePlaces: readonly ZonePlaces[],
  end: Date,
): PlannedCity[] {
  const counts = shareByWeight(
    scale.cities,
    zonePlaces.map((places) => places.weight),
  );
  const lastFounding = end.getTime() - 60 * DAY_MS;
  const cities: PlannedCity[] = [];
  zones.forEach((zone, zoneIndex) => {
    const names = cityNames(zonePlaces[zoneIndex]!, counts[zoneIndex]!);
    const townCircles = new Map<string, PlannedCity>();
    names.forEach(({ town, name, nameUrdu }, index) => {
      const earliest = zone.foundedAt.getTime() + DAY_MS;
      const hub = townCircles.get(town) ?? null;
      const spread =
        index === 0 ? random.float() * 30 * DAY_MS : random.float() ** 1.5 * (lastFounding - earliest);
      const foundedAt = Math.max(earliest + spread, hub ? hub.foundedAt.getTime() + 7 * DAY_MS : 0);
      const city: PlannedCity = {
        kind: 'city',
        zone,
        name,
        nameUrdu,
        urduAtFounding: random.chance(0.85),
        hub: hub && random.chance(scale.subCityShare) ? hub : null,
        foundedAt: new Date(Math.min(foundedAt, lastFounding)),
        activity: activityLevel(random),
        id: null,
        state: null,
        checklist: null,
        seeratModelChecks: 0,
      };
      if (!hub) townCircles.set(town, city);
      cities.push(city);
    });
  });
  // A sub-city founded at the same instant as its hub must still come after it.
  return cities.sort((a, b) => a.foundedAt.getTime() - b.foundedAt.getTime() || depth(a) - depth(b));
}

function depth(city: PlannedCity): number {
  return city.hub ? 1 : 0;
}

/** Town circles first, then neighbourhood circles town by town in turn. */
function cityNames(places: ZonePlaces, count: number): { town: string; name: string; nameUrdu: string }[] {
  const names = places.towns.map(([town, urdu]) => ({ town, name: town, nameUrdu: urdu }));
  for (let round = 0; names.length < count; round++) {
    for (const [town, urdu] of places.towns) {
      const [area, areaUrdu] = NEIGHBOURHOODS[round % NEIGHBOURHOODS.length]!;
      const lap = Math.floor(round / NEIGHBOURHOODS.length);
      const suffix = lap === 0 ? '' : ` ${lap + 1}`;
      names.push({ town, name: `${town} ${area}${suffix}`, nameUrdu: `${urdu} ${areaUrdu}${suffix}` });
    }
  }
  return names.slice(0, count);
}

/** Roughly log-normal: most cities near the middle, a few very busy, a few nearly dormant. */
function activityLevel(random: Random): number {
  const normalish = random.float() + random.float() + random.float() - 1.5;
  return Math.exp(normalish * 1.2);
}

/** Whole shares of `total` in proportion to `weights`, adding up to `total`. */
function shareByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let missing = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value % 1 }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (missing-- <= 0) break;
    shares[index]! += 1;
  }
  return shares;
}

/**
 * The founding administrators and the central team at the start, a masool account per zone a day
 * after the zone, and accounts for a share of the city masools within a month of their city.
 */
function planUsers(
  scale: DemoScale,
  random: Random,
  organisation: { start: Date; zones: PlannedZone[]; cities: PlannedCity[] },
): PlannedUser[] {
  const taken = new Set<string>();
  const user = (role: DemoRole, createdAt: Date, place: { zone?: PlannedZone; city?: PlannedCity } = {}) => {
    let username = usernameFrom(personName(random));
    for (let n = 2; taken.has(username); n++) username = `${username.replace(/\d+$/, '')}${n}`;
    taken.add(username);
    const planned: PlannedUser = {
      kind: 'user',
      username,
      role,
      zone: place.zone ?? place.city?.zone ?? null,
      city: place.city ?? null,
      createdAt,
      device: device(random),
      id: null,
    };
    return planned;
  };
  const startPlus = (days: number) => new Date(organisation.start.getTime() + days * DAY_MS);
  const central = scale.zones >= 10 ? { admins: 3, masools: 3, team: 6 } : { admins: 2, masools: 1, team: 2 };
  const users: PlannedUser[] = [];
  for (let i = 0; i < central.admins; i++) users.push(user('admin', startPlus(i * 200)));
  for (let i = 0; i < central.masools; i++) users.push(user('markazi_masool', startPlus(1 + i * 90)));
  for (let i = 0; i < central.team; i++) users.push(user('markazi_team', startPlus(2 + i * 60)));
  for (const zone of organisation.zones) {
    users.push(user('zone_masool', new Date(zone.foundedAt.getTime() + DAY_MS), { zone }));
  }
  for (const city of organisation.cities) {
    if (!random.chance(scale.cityMasoolAccounts)) continue;
    users.push(
      user('city_masool', new Date(city.foundedAt.getTime() + random.int(1, 30) * DAY_MS), { city }),
    );
  }
  return users.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Most Seerat models in the first months; further models and books now and then afterwards. */
function planCatalogue(random: Random, start: Date, span: number): PlannedCatalogueEntry[] {
  const at = (share: number) => new Date(start.getTime() + 3 * DAY_MS + share * span);
  const models: PlannedCatalogueEntry[] = SEERAT_MODELS.map((modelName, index) => ({
    kind: 'seerat_model',
    modelName,
    priority: index + 1,
    addedAt: at(index < 8 ? index * 0.005 : random.float() * 0.9),
    id: null,
  }));
  const books: PlannedCatalogueEntry[] = MORE_BOOKS.map((book) => ({
    kind: 'recommended_book',
    ...book,
    addedAt: at(0.05 + random.float() * 0.9),
    id: null,
  }));
  return [...models, ...books].sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime());
}

/**
 * About `qabailsPerCity` qabails per city, in a quarter of the cities (one to several each, of
 * different qabilahs), added after the city; one in twenty is deleted later.
 */
function planQabails(scale: DemoScale, random: Random, cities: PlannedCity[], end: Date): PlannedQabail[] {
  const qabails: PlannedQabail[] = [];
  const lastFounding = end.getTime() - 30 * DAY_MS;
  for (const city of cities) {
    if (!random.chance(0.25)) continue;
    const count = Math.max(1, Math.round(random.float() * scale.qabailsPerCity * 8));
    const names = new Set<string>();
    while (names.size < Math.min(count, QABILAHS.length)) names.add(random.pick(QABILAHS));
    for (const qabilahName of names) {
      const earliest = city.foundedAt.getTime() + 14 * DAY_MS;
      if (earliest >= lastFounding) continue;
      const foundedAt = earliest + random.float() * (lastFounding - earliest);
      const deletedAt = random.chance(0.05) ? foundedAt + random.float() * (end.getTime() - foundedAt) : null;
      qabails.push({
        kind: 'qabail',
        city,
        qabilahName,
        foundedAt: new Date(foundedAt),
        deletedAt: deletedAt === null ? null : new Date(deletedAt),
        id: null,
        state: null,
      });
    }
  }
  return qabails;
}
