/**
 * How big a demo organisation is. `small` is what a newcomer gets with `DEMO_DATA=small` and
 * what `npm run bench -- --quick` measures on: seconds to build. `national` is the organisation
 * at full size, about 40 zones, 2,000 cities and over a million events over six years.
 */
export interface DemoScale {
  name: string;
  zones: number;
  cities: number;
  /** Years of history, ending at `historyEnds`. */
  years: number;
  /** City and zone updates the timeline aims at (creations come on top). */
  updates: number;
  /** Share of cities whose masool has an account. */
  cityMasoolAccounts: number;
  /** Share of a town's further circles that sit below the town's own circle as sub-cities. */
  subCityShare: number;
  /** Qabails per city on average (a quarter of the cities have them). */
  qabailsPerCity: number;
  /** The organisation's events per city and year, on average (busier cities hold more). */
  gatheringsPerCityYear: number;
}

export const DEMO_SCALES = {
  small: {
    name: 'small',
    zones: 4,
    // Enough for the quick benchmark's 65 writing clients, each on a city of its own.
    cities: 80,
    years: 2,
    updates: 6_000,
    cityMasoolAccounts: 0.3,
    subCityShare: 0.4,
    qabailsPerCity: 0.5,
    gatheringsPerCityYear: 3,
  },
  national: {
    name: 'national',
    zones: 40,
    cities: 2_000,
    years: 6,
    updates: 1_040_000,
    cityMasoolAccounts: 0.3,
    subCityShare: 0.3,
    qabailsPerCity: 0.5,
    gatheringsPerCityYear: 2,
  },
} as const satisfies Record<string, DemoScale>;

export type DemoScaleName = keyof typeof DEMO_SCALES;

export function isDemoScaleName(name: string): name is DemoScaleName {
  return Object.hasOwn(DEMO_SCALES, name);
}

/** The history's last day, fixed so a seed always yields the same dates. */
export const DEFAULT_HISTORY_ENDS = new Date('2026-10-31T18:00:00Z');
