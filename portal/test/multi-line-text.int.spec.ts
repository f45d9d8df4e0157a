import * as contracts from '@seerat/contracts';
import { multiLineFieldsOf, NO_CONTROL_CHARACTERS } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gatheringBody } from './gathering-requests';
import { meetingBody, reportBody } from './meeting-requests';
import type { PortalClient } from './portal-harness';
import { buildZoneCityWorld, refused, signedInAs, written, type ZoneCityWorld } from './zone-city-world';

/**
 * What people type in a text area is kept: every multi-line field of every command takes line
 * breaks and tabs and the read API answers them unchanged; a one-line field still refuses them.
 */
const TYPED = 'a\nb\tc\r\nd';
/** A list of links, one a line, as the event form's link boxes take them. */
const LINKS = 'https://a.example/1\nhttps://b.example/2\r\n\thttps://c.example/3';

let world: ZoneCityWorld;
let reviewer: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('multi_line_text');
  reviewer = await signedInAs(world.harness, world.admin, 'multi-line-reviewer', { roles: ['admin'] });
});
afterAll(async () => {
  await world?.close();
});

/** An answer of the read API once the projector has caught up (the reviewer writes too). */
const read = async (path: string) => {
  await world.caughtUp();
  const response = await world.admin.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as Record<string, unknown>;
};
/** The change reasons an entity's audit history keeps. */
async function reasons(path: string): Promise<(string | null)[]> {
  const body = (await read(`${path}?limit=100`)) as unknown as { items: { changeReason: string | null }[] };
  return body.items.map((entry) => entry.changeReason);
}

/** The multi-line fields each test sends, by request schema: checked against contracts below. */
const covered = new Map<string, Set<string>>();
function sent(schema: string, fields: Record<string, string>) {
  const known = covered.get(schema) ?? new Set<string>();
  for (const field of Object.keys(fields)) known.add(field);
  covered.set(schema, known);
  return fields;
}

/** Every field of `fields` as the read API answers it in `stored`. */
function expectKept(stored: Record<string, unknown>, fields: Record<string, string>) {
  for (const [field, value] of Object.entries(fields)) expect(stored[field], field).toBe(value);
}

describe('every multi-line field keeps line breaks and tabs', () => {
  it('events: purpose and links, the change reason, and every decision’s comment', async () => {
    const created = sent('createGatheringRequestSchema', { purpose: TYPED, proposalAttachments: LINKS });
    const event = await written(world.admin.post('/api/events', gatheringBody(world.cities.a1, created)));
    expectKept(await read(`/api/events/${event.id}`), created);

    const updated = sent('updateGatheringRequestSchema', {
      purpose: `${TYPED} again`,
      proposalAttachments: LINKS,
      changeReason: TYPED,
    });
    await written(world.admin.put(`/api/events/${event.id}`, updated), 200);
    const { changeReason, ...fields } = updated;
    expectKept(await read(`/api/events/${event.id}`), fields);
    expect(await reasons(`/api/events/${event.id}/audit`)).toContain(changeReason);

    await written(world.admin.put(`/api/events/${event.id}/submit-approval`, {}), 200);
    const feedback = sent('requestGatheringChangesRequestSchema', { approvalComments: TYPED });
    await written(reviewer.put(`/api/events/${event.id}/request-changes`, feedback), 200);
    expectKept(await read(`/api/events/${event.id}`), feedback);

    await written(world.admin.put(`/api/events/${event.id}/submit-approval`, {}), 200);
    const rejection = sent('rejectGatheringRequestSchema', { rejectionReason: `${TYPED} no` });
    await written(reviewer.put(`/api/events/${event.id}/reject`, rejection), 200);
    expect((await read(`/api/events/${event.id}`)).approvalComments).toBe(rejection.rejectionReason);

    const other = await written(
      world.admin.post('/api/events', gatheringBody(world.cities.a1, { submit: true })),
    );
    const approval = sent('approveGatheringRequestSchema', { approvalComments: `${TYPED} yes` });
    await written(reviewer.put(`/api/events/${other.id}/approve`, approval), 200);
    expectKept(await read(`/api/events/${other.id}`), approval);
  });

  it('meetings: description, agenda, minutes, notes and the change reason', async () => {
    const created = sent('createMeetingRequestSchema', {
      description: TYPED,
      agenda: `1.\t${TYPED}`,
      minutes: `${TYPED}\n\n${TYPED}`,
      notes: TYPED,
    });
    const meeting = await written(world.admin.post('/api/meetings', meetingBody(world.cities.a1, created)));
    expectKept(await read(`/api/meetings/${meeting.id}`), created);

    const updated = sent('updateMeetingRequestSchema', {
      description: `${TYPED}!`,
      agenda: `${TYPED}!`,
      minutes: `${TYPED}!`,
      notes: `${TYPED}!`,
      changeReason: TYPED,
    });
    await written(world.admin.put(`/api/meetings/${meeting.id}`, updated), 200);
    const { changeReason, ...fields } = updated;
    expectKept(await read(`/api/meetings/${meeting.id}`), fields);
    expect(await reasons(`/api/meetings/${meeting.id}/audit`)).toContain(changeReason);
  });

  it('karguzari: every text of the report, its versions’ reasons, the review and the city’s short report', async () => {
    const texts = sent('createKarguzariRequestSchema', {
      activities: TYPED,
      achievements: `${TYPED} 2`,
      challenges: `${TYPED} 3`,
      attendance: `${TYPED} 4`,
      financialSummary: `${TYPED} 5`,
      upcomingPlans: `${TYPED} 6`,
      additionalNotes: `${TYPED} 7`,
    });
    const report = await written(
      world.admin.post('/api/karguzari', reportBody(world.cities.a1, { ...texts, status: 'submitted' })),
    );
    expectKept(await read(`/api/karguzari/${report.id}`), texts);

    const revised = sent('reviseKarguzariRequestSchema', {
      ...Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, `${text}\nrevised`])),
      editReason: TYPED,
    });
    await written(world.admin.put(`/api/karguzari/${report.id}`, revised), 200);
    expectKept(await read(`/api/karguzari/${report.id}`), revised);
    const short = sent('reviseKarguzariRequestSchema', {
      reportContent: `${TYPED} short`,
      editReason: TYPED,
    });
    await written(world.admin.put(`/api/karguzari/${report.id}`, short), 200);
    expect((await read(`/api/karguzari/${report.id}`)).activities).toBe(short.reportContent);

    if ((await read(`/api/karguzari/${report.id}`)).status === 'draft') {
      await written(world.admin.put(`/api/karguzari/${report.id}/submit`, {}), 200);
    }
    const review = sent('reviewKarguzariRequestSchema', { reviewComments: TYPED });
    await written(
      reviewer.put(`/api/karguzari/${report.id}/review`, { decision: 'reviewed', ...review }),
      200,
    );
    expectKept(await read(`/api/karguzari/${report.id}`), review);

    const content = sent('submitCityKarguzariRequestSchema', { reportContent: TYPED });
    const cityReport = await written(world.admin.post(`/api/cities/${world.cities.a2}/karguzari`, content));
    expect((await read(`/api/karguzari/${cityReport.id}`)).activities).toBe(TYPED);
  });

  it('organisation: zones, cities, campus checklists, qabails, custom roles and books', async () => {
    const zoneReason = sent('updateZoneRequestSchema', { changeReason: TYPED });
    await written(world.admin.put(`/api/zones/${world.zones.b}`, { masool: 'Bilal T', ...zoneReason }), 200);
    expect(await reasons(`/api/zones/${world.zones.b}/audit`)).toContain(TYPED);

    const cityNotes = sent('createCityRequestSchema', { karguzari: TYPED });
    const city = await written(
      world.admin.post('/api/cities', {
        name: 'Multi',
        masoolName: 'Amina',
        zoneId: world.zones.a,
        ...cityNotes,
      }),
    );
    expectKept(await read(`/api/cities/${city.id}`), cityNotes);
    const cityUpdate = sent('updateCityRequestSchema', { karguzari: `${TYPED}!`, changeReason: TYPED });
    await written(world.admin.put(`/api/cities/${city.id}`, cityUpdate), 200);
    expect((await read(`/api/cities/${city.id}`)).karguzari).toBe(cityUpdate.karguzari);
    expect(await reasons(`/api/cities/${city.id}/audit`)).toContain(TYPED);

    const checklist = sent('saveCampusChecklistRequestSchema', { notes: TYPED });
    await written(
      world.admin.post(`/api/cities/${city.id}/campus-checklist`, { checklist: {}, ...checklist }),
      200,
    );
    expectKept(await read(`/api/cities/${city.id}/campus-checklist`), checklist);

    const qabailNotes = sent('createQabailRequestSchema', {
      additionalInfo: TYPED,
      specialNotes: `${TYPED}?`,
    });
    const qabail = await written(
      world.admin.post('/api/qabails', {
        qabilahName: 'Multi',
        masoolName: 'Tariq',
        cityId: city.id,
        ...qabailNotes,
      }),
    );
    expectKept(await read(`/api/qabails/${qabail.id}`), qabailNotes);
    const qabailUpdate = sent('updateQabailRequestSchema', {
      additionalInfo: `${TYPED}!`,
      specialNotes: `${TYPED}!`,
      changeReason: TYPED,
    });
    await written(world.admin.put(`/api/qabails/${qabail.id}`, qabailUpdate), 200);
    expect(await reasons(`/api/qabails/${qabail.id}/audit`)).toContain(TYPED);

    const role = sent('createCustomRoleRequestSchema', { description: TYPED });
    const created = await written(
      world.admin.post('/api/admin/custom-roles', {
        name: 'Multi Role',
        permissions: ['cities_read'],
        ...role,
      }),
    );
    const roleUpdate = sent('updateCustomRoleRequestSchema', { description: `${TYPED}!` });
    await written(world.admin.put(`/api/admin/custom-roles/${created.id}`, roleUpdate), 200);
    const roles = (await read('/api/admin/custom-roles')) as unknown as Record<string, unknown>[];
    expectKept(roles.find((row) => row.id === created.id)!, roleUpdate);

    const book = sent('addRecommendedBookRequestSchema', { description: TYPED });
    const added = await written(
      world.admin.post('/api/recommended-books', { title: 'Multi', author: 'A', ...book }),
    );
    const books = (await read('/api/recommended-books')) as unknown as Record<string, unknown>[];
    expectKept(books.find((row) => row.id === added.id)!, book);
  });

  it('profiles: the practice notes of masool and team profiles', async () => {
    const notes = sent('createMasoolProfileRequestSchema', {
      islahiMamlat: TYPED,
      islahiProgress: `${TYPED} 2`,
      islahiGoals: `${TYPED} 3`,
      seeratPractices: `${TYPED} 4`,
      weeklyProgress: `${TYPED} 5`,
      dailySunnahDetails: `${TYPED} 6`,
    });
    const profile = await written(
      world.admin.post('/api/masool-profiles', {
        name: 'Multi Masool',
        contact: '+92-300-1234567',
        profileType: 'zone',
        zoneId: world.zones.a,
        dailySunnahPractice: true,
        ...notes,
      }),
    );
    expectKept(await read(`/api/masool-profiles/${profile.id}`), notes);
    const update = sent('updateMasoolProfileRequestSchema', {
      ...notes,
      islahiGoals: `${TYPED}!`,
      changeReason: TYPED,
    });
    await written(world.admin.put(`/api/masool-profiles/${profile.id}`, update), 200);
    const { changeReason: _reason, ...kept } = update;
    expectKept(await read(`/api/masool-profiles/${profile.id}`), kept);

    const details = sent('createTeamProfileRequestSchema', { dailySunnahDetails: TYPED });
    const member = await written(
      world.admin.post('/api/team-profiles', {
        name: 'Multi Member',
        contact: '+92-300-1234567',
        cityId: world.cities.a1,
        dailySunnahPractice: true,
        ...details,
      }),
    );
    const memberUpdate = sent('updateTeamProfileRequestSchema', {
      dailySunnahDetails: `${TYPED}!`,
      changeReason: TYPED,
    });
    await written(world.admin.put(`/api/team-profiles/${member.id}`, memberUpdate), 200);
    expect((await read(`/api/team-profiles/${member.id}`)).dailySunnahDetails).toBe(
      memberUpdate.dailySunnahDetails,
    );
  });

  it('budgets: the description and the change reason', async () => {
    const eventId = (await written(world.admin.post('/api/events', gatheringBody(world.cities.a1, {})))).id;
    const created = sent('createBudgetRequestSchema', { description: TYPED });
    const budget = await written(world.admin.post('/api/budgets', { eventId, title: 'Budget', ...created }));
    expectKept(await read(`/api/budgets/${budget.id}`), created);

    const updated = sent('updateBudgetRequestSchema', { description: `${TYPED} again`, changeReason: TYPED });
    await written(world.admin.put(`/api/budgets/${budget.id}`, updated), 200);
    const { changeReason, ...fields } = updated;
    expectKept(await read(`/api/budgets/${budget.id}`), fields);
    expect(await reasons(`/api/budgets/${budget.id}/audit`)).toContain(changeReason);
  });

  it('a one-line field still refuses a line break, naming the field', async () => {
    const answer = await refused(
      world.admin.post('/api/meetings', meetingBody(world.cities.a1, { title: TYPED })),
      400,
    );
    expect(answer.fields).toEqual({ title: NO_CONTROL_CHARACTERS });
    const event = await refused(
      world.admin.post('/api/events', gatheringBody(world.cities.a1, { location: TYPED })),
      400,
    );
    expect(event.fields).toEqual({ location: NO_CONTROL_CHARACTERS });
  });
});

/**
 * Sent above, or not yet: these need a world this file does not build (an event that has
 * ended, a reader's book, an action item), and contracts' unit test covers their rule.
 */
const NOT_SENT_HERE: Record<string, string[]> = {
  recordGatheringOutcomeRequestSchema: ['executionNotes', 'achievements', 'challenges', 'documentUrls'],
  rejectGatheringRequestSchema: ['approvalComments'],
  cancelGatheringRequestSchema: ['reason'],
  reopenGatheringRequestSchema: ['reason'],
  setReadingProgressRequestSchema: ['notes'],
  changeMeetingStatusRequestSchema: ['changeReason'],
  closeActionItemRequestSchema: ['changeReason'],
  updateActionItemRequestSchema: ['changeReason'],
  // A budget's lines and steps: their notes and comments are the same constructors' fields.
  addCollectionRequestSchema: ['notes'],
  addExpenseRequestSchema: ['notes'],
  updateCollectionRequestSchema: ['notes'],
  updateExpenseRequestSchema: ['notes'],
  collectionActualsRequestSchema: ['notes'],
  expenseActualsRequestSchema: ['notes'],
  budgetStepRequestSchema: ['comment'],
  rejectBudgetRequestSchema: ['reason'],
  requestBudgetChangesRequestSchema: ['feedback'],
  reopenBudgetRequestSchema: ['reason'],
  // A city's Seerat model checks: seerat-model-check-commands.int.spec.ts sends their notes.
  recordSeeratModelCheckRequestSchema: ['notes'],
  updateSeeratModelCheckRequestSchema: ['notes', 'changeReason'],
};

describe('the fields sent', () => {
  it('are every multi-line field of every request, but those named as not sent here', () => {
    const requests = Object.entries(contracts as Record<string, unknown>).filter(
      (entry): entry is [string, z.ZodType] =>
        entry[0].endsWith('RequestSchema') && entry[1] instanceof z.ZodType,
    );
    for (const [name, schema] of requests) {
      const expected = Object.keys(multiLineFieldsOf(schema)).filter(
        (field) => !(NOT_SENT_HERE[name] ?? []).includes(field),
      );
      expect([...(covered.get(name) ?? [])].sort(), name).toEqual(expected.sort());
    }
  });
});
