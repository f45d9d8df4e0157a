import type { CityPlace, ZonePlace } from '@seerat/access';
import type { MasoolProfileType, Permission } from '@seerat/contracts';

export type { CityPlace, ZonePlace };

/** A user account as the rules that name one need it: whether it signs in, and where it serves. */
export interface UserFact {
  isActive: boolean;
  assignedZoneId: number | null;
  assignedCityId: number | null;
}

/** A masool profile as a rule naming one needs it: where it serves. */
export interface MasoolProfileFact {
  profileType: MasoolProfileType;
  zoneId: number | null;
  cityId: number | null;
}

/** A custom role as the rules of role grants need it. */
export interface CustomRoleFact {
  name: string;
  isActive: boolean;
  permissions: Permission[];
}

/**
 * What the command rules need to know beyond the stream they change: where zones and cities sit
 * (for the permission policy and the city tree's rules), which catalogue entries and custom roles
 * exist. The command API reads them from the read models (`readModelFacts`); the demo generator
 * answers them from its own plan, so it runs the very same use cases without a projector.
 */
export interface OrganisationFacts {
  /** The zone, or `null` when it does not exist. */
  zone(zoneId: number): Promise<ZonePlace | null>;
  /** The city, where it sits and its name, or `null` when it does not exist. */
  city(cityId: number): Promise<CityPlace | null>;
  /** How many cities name this one as their parent. */
  subCityCount(cityId: number): Promise<number>;
  /** Which of these Seerat models and library books are not in the catalogue. */
  missingCatalogueEntries(selection: {
    seeratModels: number[];
    libraryBooks: number[];
  }): Promise<{ seeratModels: number[]; libraryBooks: number[] }>;
  /** Every custom role that exists, by its name in lower case. */
  customRoles(): Promise<Map<string, CustomRoleFact>>;
  /** The user account, or `null` when it does not exist. */
  user(userId: number): Promise<UserFact | null>;
  /** The masool profile, or `null` when it does not exist (or was deleted). */
  masoolProfile(profileId: number): Promise<MasoolProfileFact | null>;
  /** Whether an active user other than this one may review events (an administrator). */
  otherReviewerExists(userId: number | null): Promise<boolean>;
}
