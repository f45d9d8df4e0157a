import { GATHERING_LIST_TEXT_LENGTH, PAGE_LIMIT_DEFAULT, TEXT_LIMITS } from '@seerat/contracts';
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
  await world.caughtUp();
}, 180_000);

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
    expect(item!.purpose).toBe(`${urdu(GATHERING_LIST_TEXT_LENGTH)}...`);
    const detail = (await (await world.admin.get(`/api/events/${item!.id}`)).json()) as { purpose: string };
    expect(detail.purpose).toBe(urdu(TEXT_LIMITS.notes));
  });
});
