import { describe, expect, it } from 'vitest';
import { can, type Principal, type Resource } from '../src/access/policy';
import {
  createMasoolProfileRequestSchema,
  updateMasoolProfileRequestSchema,
} from '../src/masool-profiles/masool-profile';
import { whatsappChatUrl } from '../src/masool-profiles/practice-fields';
import { setReadingProgressRequestSchema } from '../src/reading-progress/reading-progress';
import { createTeamProfileRequestSchema } from '../src/team-profiles/team-profile';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('masool profile requests', () => {
  it('accepts fullName and phoneNumber as name and contact', () => {
    const parsed = createMasoolProfileRequestSchema.parse({
      fullName: 'Bilal Ahmed',
      phoneNumber: '0300',
      zoneId: 2,
    });
    expect(parsed).toMatchObject({ name: 'Bilal Ahmed', contact: '0300', profileType: 'zone', zoneId: 2 });
    expect(updateMasoolProfileRequestSchema.parse({ fullName: 'Bilal' })).toMatchObject({ name: 'Bilal' });
  });

  it('says Name must be at least 2 characters and Contact is required', () => {
    expect(issues(createMasoolProfileRequestSchema.safeParse({ name: 'B', zoneId: 2 }))).toEqual({
      name: 'Name must be at least 2 characters',
      contact: 'Contact is required',
    });
    expect(issues(createMasoolProfileRequestSchema.safeParse({ contact: ' ', zoneId: 2 }))).toEqual({
      name: 'Name must be at least 2 characters',
      contact: 'Contact is required',
    });
  });

  it('needs the zone for a zone profile and the city, or a new city name, for a city profile', () => {
    const person = { name: 'Bilal', contact: '0300' };
    expect(issues(createMasoolProfileRequestSchema.safeParse(person))).toEqual({
      zoneId: 'Zone is required',
    });
    expect(issues(createMasoolProfileRequestSchema.safeParse({ ...person, profileType: 'city' }))).toEqual({
      cityId: 'City is required',
    });
    expect(
      issues(
        createMasoolProfileRequestSchema.safeParse({
          ...person,
          profileType: 'city',
          autoCreateCity: true,
          newCityName: ' ',
        }),
      ),
    ).toEqual({ newCityName: 'Please enter a city name or select an existing city' });
    expect(
      createMasoolProfileRequestSchema.parse({
        ...person,
        profileType: 'city',
        autoCreateCity: true,
        newCityName: 'Okara',
      }),
    ).toMatchObject({ newCityName: 'Okara', autoCreateCity: true });
  });

  it('reads experience years and Sunna practice count typed as text as whole numbers, 0 when invalid', () => {
    const parsed = createMasoolProfileRequestSchema.parse({
      name: 'Bilal',
      contact: '0300',
      zoneId: 2,
      experienceYears: '12 years',
      sunnaPracticeCount: 'many',
    });
    expect(parsed).toMatchObject({ experienceYears: 12, sunnaPracticeCount: 0 });
    expect(
      issues(updateMasoolProfileRequestSchema.safeParse({ sunnahCount: -1, timesTaughtSeerat: 1.5 })),
    ).toEqual({
      sunnahCount: 'Must be 0 or more',
      timesTaughtSeerat: 'Must be a whole number',
    });
  });

  it('refuses a count typed with a minus sign or past the limit, never storing it as 0', () => {
    const person = { name: 'Bilal', contact: '0300', zoneId: 2 };
    expect(
      issues(
        createMasoolProfileRequestSchema.safeParse({
          ...person,
          experienceYears: '-4',
          sunnaPracticeCount: '100001',
        }),
      ),
    ).toEqual({ experienceYears: 'Must be 0 or more', sunnaPracticeCount: 'Must be at most 100000' });
  });

  it('reads the reading list as a list or as JSON text, a completed flag as a status', () => {
    const parsed = updateMasoolProfileRequestSchema.parse({
      readingBooks: JSON.stringify([{ title: 'Seerat-un-Nabi', completed: true }, { title: 'Al-Shifa' }]),
    });
    expect(parsed.readingBooks).toEqual([
      { title: 'Seerat-un-Nabi', status: 'completed' },
      { title: 'Al-Shifa', status: 'not_started' },
    ]);
  });

  it('refuses a picture that the portal did not store', () => {
    expect(
      issues(updateMasoolProfileRequestSchema.safeParse({ profilePicture: 'https://evil.example/x.png' })),
    ).toEqual({
      profilePicture: 'Must be a picture uploaded to the portal',
    });
  });
});

describe('team profile and reading progress requests', () => {
  it('needs name, contact and city for a team profile', () => {
    expect(issues(createTeamProfileRequestSchema.safeParse({}))).toEqual({
      name: 'Name must be at least 2 characters',
      contact: 'Contact is required',
      cityId: 'City is required',
    });
  });

  it('bounds the percentage and the rating and refuses unknown fields', () => {
    expect(
      issues(setReadingProgressRequestSchema.safeParse({ progressPercentage: 101, rating: 6, extra: 1 })),
    ).toMatchObject({
      progressPercentage: 'Must be at most 100',
      rating: 'Must be at most 5',
    });
  });

  it('links WhatsApp with the digits of the contact only', () => {
    expect(whatsappChatUrl('+92-300-1234567')).toBe('https://wa.me/923001234567');
  });
});

describe('policy: who writes masool profiles', () => {
  const principal = (overrides: Partial<Principal>): Principal => ({
    id: 1,
    roles: [],
    assignedZoneId: null,
    assignedCityId: null,
    permissions: [],
    ...overrides,
  });
  const city10: Resource = { kind: 'city', zoneId: 1, cityPath: [10] };
  const write = 'masool_write';
  const read = 'masool_read';

  it('lets the zone masool of the zone and a masool_write custom role, never a city or markazi masool', () => {
    expect(can(principal({ roles: ['zone_masool'], assignedZoneId: 1 }), write, city10)).toBe(true);
    expect(can(principal({ roles: ['zone_masool'], assignedZoneId: 2 }), write, city10)).toBe(false);
    expect(can(principal({ roles: ['city_masool'], assignedCityId: 10 }), write, city10)).toBe(false);
    expect(can(principal({ roles: ['markazi_masool'] }), write, city10)).toBe(false);
    expect(
      can(principal({ roles: ['x'], permissions: ['masool_write'], assignedCityId: 10 }), write, city10),
    ).toBe(true);
  });

  it('lets city and markazi masools read them in their scope', () => {
    expect(can(principal({ roles: ['city_masool'], assignedCityId: 10 }), read, city10)).toBe(true);
    expect(can(principal({ roles: ['markazi_masool'] }), read, city10)).toBe(true);
    expect(can(principal({ roles: ['markazi_team'] }), read, city10)).toBe(true);
  });
});
