import {
  KARGUZARI_NOTE_PREVIEW_LENGTH,
  type KarguzariListItem,
  type KarguzariReport,
  LIST_PREVIEW_LENGTH,
  PAGE_LIMIT_DEFAULT,
  type Page,
  TEXT_LIMITS,
} from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatheringBody } from './gathering-requests';
import { buildZoneCityWorld, cityBody, written, type ZoneCityWorld } from './zone-city-world';

/** Issue 26: a list's first page at the default limit. */
const FIRST_PAGE_BYTES_MAX = 25 * 1024;

/**
 * `length` characters of Urdu script, two bytes each in UTF-8: the widest script the portal's
 * users write, so a page of these is the heaviest page they can make.
 */
const urdu = (length: number, mark = '') => (mark + 'ے'.repeat(length)).slice(0, length);

const link = (length: number) => `https://chat.example/${'a'.repeat(length)}`.slice(0, length);

/** A city with every text field at its contract maximum, every toggle that keeps one on. */
function heaviestCity(zoneId: number, n: number) {
  const name = (mark: string) => urdu(TEXT_LIMITS.name, `${mark}${n} `);
  return cityBody(zoneId, {
    name: name('c'),
    nameUrdu: name('u'),
    masoolName: name('m'),
    masoolNumber: urdu(TEXT_LIMITS.short),
    whatsappGroup: true,
    whatsappGroupUrl: link(TEXT_LIMITS.url),
    islahiMuamlat: true,
    muamlatReceiver: name('r'),
    karguzari: urdu(TEXT_LIMITS.notes),
    majlisZikrCheck: true,
    majlisZikrTime: urdu(TEXT_LIMITS.short),
    campusActive: true,
    majlisTaleemActive: true,
    majlisTaleemMasool: name('t'),
    majlisIslahActive: true,
    majlisIslahMasool: name('i'),
    majlisShabab: true,
    majlisShababMasool: name('s'),
    majlisAtfal: true,
    majlisAtfalMasool: name('a'),
    majlisJamiyaat: true,
    majlisJamiyaatMasool: name('j'),
    muntizamahActive: true,
    muntizamahMasool: name('z'),
    activeCircles: 9_999,
    majlisMembers: 99_999,
  });
}

/**
 * A report's texts at their contract maximum in Urdu script, as far as one request carries them
 * (the command API takes 256 KB): all but the additional notes, which get a notes' maximum.
 * `mark` makes each version's its own.
 */
function heaviestReportTexts(mark: string) {
  const text = (field: string, length: number = TEXT_LIMITS.report) => urdu(length, `${mark}${field} `);
  return {
    activities: text('a'),
    achievements: text('b'),
    challenges: text('c'),
    attendance: text('d'),
    financialSummary: text('e'),
    upcomingPlans: text('f'),
    additionalNotes: text('g', TEXT_LIMITS.notes),
  };
}

/**
 * Five reports of city a1, each in five versions (25, the first page): every version's texts at
 * their maximum, each reviewed with a comment at its maximum, each edit with a reason at its
 * maximum. The city masool writes; the zone masool reviews (never one's own report).
 */
async function writeHeaviestReports() {
  const review = (reportId: number) =>
    written(
      world.zoneMasool.put(`/api/karguzari/${reportId}/review`, {
        decision: 'reviewed',
        reviewComments: urdu(TEXT_LIMITS.notes),
      }),
      200,
    );
  for (let report = 0; report < 5; report++) {
    const { id } = await written(
      world.cityMasool.post('/api/karguzari', {
        title: `Report ${report}`,
        reportDate: '2025-03-01',
        cityId: world.cities.a1,
        status: 'submitted',
        ...heaviestReportTexts(`${report}.1`),
      }),
    );
    await review(id);
    for (let version = 2; version <= 5; version++) {
      await written(
        world.cityMasool.put(`/api/karguzari/${id}`, {
          ...heaviestReportTexts(`${report}.${version}`),
          editReason: urdu(TEXT_LIMITS.reason),
        }),
        200,
      );
      await review(id);
    }
  }
}

let world: ZoneCityWorld;

beforeAll(async () => {
  world = await buildZoneCityWorld('list-page-weight');
  for (let n = 0; n < PAGE_LIMIT_DEFAULT; n++) {
    await written(world.admin.post('/api/cities', heaviestCity(world.zones.b, n)));
  }
  for (let n = 0; n < PAGE_LIMIT_DEFAULT; n++) {
    const purpose = urdu(TEXT_LIMITS.notes);
    await written(world.admin.post('/api/events', gatheringBody(world.cities.b1, { purpose }, n + 1)));
  }
  await writeHeaviestReports();
  await world.caughtUp();
}, 300_000);

afterAll(async () => {
  await world?.close();
});

async function firstPageBytes(url: string): Promise<number> {
  const answer = await world.admin.get(url);
  const body = await answer.text();
  expect(answer.status, body).toBe(200);
  expect((JSON.parse(body) as { items: unknown[] }).items).toHaveLength(PAGE_LIMIT_DEFAULT);
  return Buffer.byteLength(body);
}

describe("a list's first page at the default limit, every item at its contract maximum", () => {
  it("a zone's cities stay within 25 KB", async () => {
    const bytes = await firstPageBytes(`/api/zones/${world.zones.b}/cities`);
    expect(bytes).toBeLessThanOrEqual(FIRST_PAGE_BYTES_MAX);
  });

  // The card's other texts (title, location, organiser, city: 600 characters) are shown whole; at
  // their maximum in Urdu script they alone would weigh 50 KB a page (see bench/RESULTS.md).
  it('events whose purpose runs to its maximum stay within 25 KB: the card carries its first lines', async () => {
    const bytes = await firstPageBytes(`/api/events?cityId=${world.cities.b1}`);
    expect(bytes).toBeLessThanOrEqual(FIRST_PAGE_BYTES_MAX);
  });

  it("an event's purpose is cut to its first lines in the list and whole in its detail", async () => {
    const answer = await world.admin.get(`/api/events?cityId=${world.cities.b1}&limit=1`);
    const [item] = ((await answer.json()) as { items: { id: number; purpose: string }[] }).items;
    expect(item!.purpose).toBe(`${urdu(LIST_PREVIEW_LENGTH)}...`);
    const detail = (await (await world.admin.get(`/api/events/${item!.id}`)).json()) as { purpose: string };
    expect(detail.purpose).toBe(urdu(TEXT_LIMITS.notes));
  });

  // The versions' titles are ordinary ones: shown whole, a title at its maximum in Urdu script
  // weighs 400 bytes, 10 KB a page on its own.
  it("a city's karguzari versions whose texts run to their maximum stay within 25 KB", async () => {
    const bytes = await firstPageBytes(`/api/cities/${world.cities.a1}/karguzari`);
    expect(bytes).toBeLessThanOrEqual(FIRST_PAGE_BYTES_MAX);
  });

  it("a karguzari version's texts are cut to the list's previews and whole when read by its id", async () => {
    const answer = await world.admin.get(`/api/cities/${world.cities.a1}/karguzari?limit=1`);
    const [item] = ((await answer.json()) as Page<KarguzariListItem>).items;
    expect(item!.version).toBe(5);
    expect(item!.activities).toBe(`${urdu(LIST_PREVIEW_LENGTH, '4.5a ')}...`);
    expect(item!.editReason).toBe(`${urdu(KARGUZARI_NOTE_PREVIEW_LENGTH)}...`);
    expect(item!.reviews.map((step) => step.comments)).toEqual([`${urdu(KARGUZARI_NOTE_PREVIEW_LENGTH)}...`]);
    const whole = (await (await world.admin.get(`/api/karguzari/${item!.id}`)).json()) as KarguzariReport;
    expect(whole.activities).toBe(urdu(TEXT_LIMITS.report, '4.5a '));
    expect(whole.editReason).toBe(urdu(TEXT_LIMITS.reason));
    expect(whole.reviews.map((step) => step.comments)).toEqual([urdu(TEXT_LIMITS.notes)]);
  });
});
