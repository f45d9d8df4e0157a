import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionBody, expenseBody, newBudget } from './budget-requests';
import { gatheringBody } from './gathering-requests';
import { meetingBody, reportBody } from './meeting-requests';
import type { PortalClient } from './portal-harness';
import { qabailBody } from './qabail-requests';
import { buildZoneCityWorld, signedInAs, written, type ZoneCityWorld } from './zone-city-world';

/** `GET /api/{entity}/{id}/as-of?at=` over HTTP: old values, what did not exist yet, who may ask. */
let world: ZoneCityWorld;
let auditor: PortalClient;
let beforeEdit: string;
beforeAll(async () => {
  world = await buildZoneCityWorld('entity_as_of_reads');
  auditor = await signedInAs(world.harness, world.admin, 'as-of.auditor', { roles: ['auditor'] });
  const city = (await (await world.admin.get(`/api/cities/${world.cities.a1}`)).json()) as {
    activeCircles: number;
  };
  expect(city.activeCircles).not.toBe(41);
  beforeEdit = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 5));
  const edit = await world.admin.put(`/api/cities/${world.cities.a1}`, {
    changeReason: 'Later',
    activeCircles: 41,
  });
  expect(edit.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await world?.close();
});

/** What no answer may carry: a password, its hash, a session. */
const SECRET = /password|\$argon2|scrypt|session/i;

const asOf = (client: PortalClient, path: string, at: string) =>
  client.get(`${path}/as-of?at=${encodeURIComponent(at)}`);

describe('an entity as of a moment', () => {
  it('answers the values before a later change, and today the change', async () => {
    const path = `/api/cities/${world.cities.a1}`;
    const then = (await (await asOf(world.cityMasool, path, beforeEdit)).json()) as {
      activeCircles: number;
      asOf: string;
    };
    expect(then.asOf).toBe(beforeEdit);
    expect(then.activeCircles).not.toBe(41);
    const now = (await (await asOf(auditor, path, new Date().toISOString())).json()) as typeof then;
    expect(now.activeCircles).toBe(41);
  });

  it('answers a city and a zone as of now exactly as their present read, plus asOf and revision', async () => {
    for (const path of [`/api/cities/${world.cities.a1}`, `/api/zones/${world.zones.a}`]) {
      const present = (await (await world.admin.get(path)).json()) as { version: number };
      const at = new Date().toISOString();
      const past = (await (await asOf(world.admin, path, at)).json()) as typeof present;
      expect(past, path).toEqual({ ...present, asOf: at, revision: present.version });
    }
  });

  it('answers a qabail as of now exactly as its city lists it, and a deleted one as absent', async () => {
    const city = world.cities.a1;
    const qabail = await written(world.admin.post('/api/qabails', qabailBody(city)));
    const listed = (
      (await (await world.admin.get(`/api/cities/${city}/qabails`)).json()) as { id: number }[]
    ).find((entry) => entry.id === qabail.id);
    const at = new Date().toISOString();
    const past = await asOf(world.admin, `/api/qabails/${qabail.id}`, at);
    expect(await past.json()).toEqual({ ...listed, asOf: at, revision: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await written(world.admin.delete(`/api/qabails/${qabail.id}`), 200);
    const gone = await asOf(world.admin, `/api/qabails/${qabail.id}`, new Date().toISOString());
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toBe('Qabail was deleted by then');
    expect((await asOf(world.admin, `/api/qabails/${qabail.id}`, at)).status).toBe(200);
  });

  it('answers a city before a later change with the version it had then', async () => {
    const path = `/api/cities/${world.cities.a1}`;
    const present = (await (await world.admin.get(path)).json()) as { version: number; updatedAt: string };
    const then = (await (await asOf(world.admin, path, beforeEdit)).json()) as typeof present & {
      revision: number;
    };
    expect(then.revision).toBe(then.version);
    expect(then.version).toBeLessThan(present.version);
    expect(Date.parse(then.updatedAt)).toBeLessThanOrEqual(Date.parse(beforeEdit));
  });

  it('says an entity did not exist yet, and a 400 names a moment that is no instant', async () => {
    const before = await asOf(world.admin, `/api/zones/${world.zones.b}`, '2001-01-01T00:00:00Z');
    expect(before.status).toBe(404);
    expect(((await before.json()) as { message: string }).message).toBe(
      'Zone did not exist yet at 2001-01-01T00:00:00.000Z',
    );
    const bad = await asOf(world.admin, `/api/zones/${world.zones.b}`, 'yesterday');
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(['at']);
  });

  it('keeps to the reader scope, save for auditors', async () => {
    const now = new Date().toISOString();
    expect((await asOf(world.cityMasool, `/api/cities/${world.cities.b1}`, now)).status).toBe(403);
    expect((await asOf(auditor, `/api/cities/${world.cities.b1}`, now)).status).toBe(200);
    expect((await asOf(world.signedOut, `/api/cities/${world.cities.b1}`, now)).status).toBe(401);
  });
});

describe('users, custom roles, reading lists and catalogue entries as of a moment', () => {
  let reader: PortalClient;
  let ids: { user: number; role: number; model: number; book: number };
  let between: string;
  const paths = () => ({
    user: `/api/users/${ids.user}`,
    role: `/api/custom-roles/${ids.role}`,
    readingList: `/api/reading-progress/${ids.user}`,
    model: `/api/seerat-models/${ids.model}`,
    book: `/api/recommended-books/${ids.book}`,
  });

  beforeAll(async () => {
    const { admin } = world;
    const user = await written(
      admin.post('/api/admin/users', {
        username: 'as-of.reader',
        password: 'secret-password-1',
        roles: ['city_masool'],
        assignedCityId: world.cities.a1,
      }),
    );
    reader = world.harness.client();
    expect((await reader.signIn('as-of.reader', 'secret-password-1')).status).toBe(200);
    const role = await written(
      admin.post('/api/admin/custom-roles', {
        name: 'As-of Role',
        description: 'Before',
        permissions: ['cities_read'],
      }),
    );
    const model = await written(admin.post('/api/seerat-models', { modelName: 'As-of model' }));
    const book = await written(
      admin.post('/api/recommended-books', { title: 'As-of book', author: 'Ayesha' }),
    );
    ids = { user: user.id, role: role.id, model: model.id, book: book.id };
    // The reader's session does not wait for the administrator's writes: the book must be known.
    await world.caughtUp();
    await written(
      reader.put(`/api/reading-progress/${ids.user}/books/${ids.book}`, {
        status: 'currently_reading',
        currentPage: 10,
      }),
      200,
    );
    between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await written(admin.put(`/api/admin/users/${ids.user}`, { assignedCityId: world.cities.a2 }), 200);
    await written(
      reader.put('/api/user/change-password', {
        currentPassword: 'secret-password-1',
        newPassword: 'secret-password-2',
      }),
      200,
    );
    await written(admin.put(`/api/admin/custom-roles/${ids.role}`, { description: 'After' }), 200);
    await written(
      reader.put(`/api/reading-progress/${ids.user}/books/${ids.book}`, { currentPage: 50 }),
      200,
    );
  }, 60_000);

  const answerAt = async <T = Record<string, unknown>>(client: PortalClient, path: string, at: string) => {
    const answer = await asOf(client, path, at);
    const text = await answer.text();
    expect(answer.status, text).toBe(200);
    return { body: JSON.parse(text) as T, text };
  };
  type ReadingList = { books: { bookId: number; currentPage: number | null; status: string }[] };

  it('answers the values before a later change, and today the change', async () => {
    const now = new Date().toISOString();
    const user = await answerAt(world.admin, paths().user, between);
    expect(user.body).toMatchObject({
      id: ids.user,
      username: 'as-of.reader',
      assignedCityId: world.cities.a1,
      isActive: true,
    });
    expect((await answerAt(world.admin, paths().user, now)).body.assignedCityId).toBe(world.cities.a2);
    expect((await answerAt(world.admin, paths().role, between)).body).toMatchObject({
      name: 'As-of Role',
      description: 'Before',
      permissions: ['cities_read'],
    });
    expect((await answerAt(world.admin, paths().role, now)).body.description).toBe('After');
    const then = await answerAt<ReadingList>(reader, paths().readingList, between);
    expect(then.body.books).toEqual([
      expect.objectContaining({ bookId: ids.book, currentPage: 10, status: 'currently_reading' }),
    ]);
    const today = await answerAt<ReadingList>(reader, paths().readingList, now);
    expect(today.body.books[0]!.currentPage).toBe(50);
    // The catalogue answers in its lists' shape, plus asOf and revision.
    const model = (await (await asOf(reader, paths().model, now)).json()) as Record<string, unknown>;
    expect(model).toEqual({ id: ids.model, modelName: 'As-of model', priority: 1, asOf: now, revision: 0 });
    const book = (await (await asOf(reader, paths().book, between)).json()) as Record<string, unknown>;
    expect(book).toMatchObject({ id: ids.book, title: 'As-of book', author: 'Ayesha', isActive: true });
  });

  it('answers a user and a custom role as of now exactly as the Admin Panel lists them', async () => {
    await world.caughtUp();
    // The user was created, moved and changed their password; the role was created and changed.
    // The users' list comes a page at a time (searched here by the username), the roles' whole.
    for (const [list, path, id, revision] of [
      ['/api/admin/users?search=as-of.reader', paths().user, ids.user, 2],
      ['/api/admin/custom-roles', paths().role, ids.role, 1],
    ] as const) {
      const answer = (await (await world.admin.get(list)).json()) as
        | { id: number }[]
        | { items: { id: number }[] };
      const entries = Array.isArray(answer) ? answer : answer.items;
      const listed = entries.find((entry) => entry.id === id);
      expect(listed, list).toBeDefined();
      const at = new Date().toISOString();
      const { body } = await answerAt(world.admin, path, at);
      expect(body, path).toEqual({ ...listed, asOf: at, revision });
    }
  });

  it('answers a reading list as of now with each book exactly as the present read lists it', async () => {
    await world.caughtUp();
    const present = await (await reader.get(paths().readingList)).json();
    const at = new Date().toISOString();
    const { body } = await answerAt(reader, paths().readingList, at);
    expect(body).toEqual({ books: present, asOf: at, revision: 2 });
  });

  it('never answers a password, its hash or a session, before or after the password changed', async () => {
    const { user, role, readingList } = paths();
    for (const at of [between, new Date().toISOString()]) {
      for (const path of [user, role, readingList]) {
        const { text } = await answerAt(world.admin, path, at);
        expect(text, path).not.toMatch(SECRET);
      }
    }
  });

  it('says an entry did not exist yet, or never did, and a 400 names a moment that is no instant', async () => {
    const labels = {
      user: 'User',
      role: 'Custom role',
      readingList: 'Reading list',
      model: 'Seerat model',
      book: 'Recommended book',
    } as const;
    for (const [key, path] of Object.entries(paths()) as [keyof typeof labels, string][]) {
      const before = await asOf(world.admin, path, '2001-01-01T00:00:00Z');
      expect(before.status, path).toBe(404);
      expect(((await before.json()) as { message: string }).message).toBe(
        `${labels[key]} did not exist yet at 2001-01-01T00:00:00.000Z`,
      );
      const bad = await asOf(world.admin, path, '2026-13-01T00:00:00Z');
      expect(bad.status, path).toBe(400);
      expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(['at']);
    }
    const never = await asOf(world.admin, '/api/users/999999', new Date().toISOString());
    expect(never.status).toBe(404);
    expect(((await never.json()) as { message: string }).message).toBe('User not found');
  });

  it('lets read what the history lets read: users and roles their managers, a reading list its reader', async () => {
    const now = new Date().toISOString();
    const { user, role, readingList, model, book } = paths();
    for (const path of [user, role, readingList]) {
      expect((await asOf(world.cityMasool, path, now)).status, path).toBe(403);
      expect((await asOf(auditor, path, now)).status, path).toBe(200);
    }
    expect((await asOf(reader, user, now)).status).toBe(403);
    for (const path of [model, book])
      expect((await asOf(world.cityMasool, path, now)).status, path).toBe(200);
    expect((await asOf(world.signedOut, model, now)).status).toBe(401);
  });
});

describe('budgets, masool profiles and team profiles as of a moment', () => {
  let ids: { budget: number; masool: number; team: number };
  let between: string;
  const paths = () => ({
    budget: `/api/budgets/${ids.budget}`,
    masool: `/api/masool-profiles/${ids.masool}`,
    team: `/api/team-profiles/${ids.team}`,
  });

  beforeAll(async () => {
    const { admin, cityMasool, zoneMasool } = world;
    const budget = await newBudget(world, cityMasool, world.cities.a1);
    await written(cityMasool.post(`/api/budgets/${budget.id}/collections`, collectionBody()));
    await written(cityMasool.post(`/api/budgets/${budget.id}/expenses`, expenseBody()));
    await written(cityMasool.put(`/api/budgets/${budget.id}/submit`, { comment: 'Please review' }), 200);
    const masool = await written(
      admin.post('/api/masool-profiles', {
        name: 'Bilal Ahmed',
        contact: '+92-300-1234567',
        profileType: 'city',
        cityId: world.cities.a1,
        occupation: 'Trader',
      }),
    );
    const team = await written(
      admin.post('/api/team-profiles', {
        name: 'Usman Tariq',
        contact: '+92-300-7654321',
        cityId: world.cities.a1,
      }),
    );
    ids = { budget: budget.id, masool: masool.id, team: team.id };
    between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await written(
      zoneMasool.put(`/api/budgets/${budget.id}/request-changes`, { feedback: 'Name the caterer' }),
      200,
    );
    await written(admin.put(`/api/masool-profiles/${masool.id}`, { occupation: 'Teacher' }), 200);
    await written(admin.put(`/api/team-profiles/${team.id}`, { sunnahCount: 4 }), 200);
    await world.caughtUp();
  }, 60_000);

  /** Each one's present read: one budget, one masool profile, one team profile. */
  async function presentOf(key: 'budget' | 'masool' | 'team'): Promise<Record<string, unknown>> {
    return (await (await world.admin.get(paths()[key])).json()) as Record<string, unknown>;
  }

  it('answers each as of now exactly as its present read, plus asOf and revision (a budget offers no step)', async () => {
    for (const key of ['budget', 'masool', 'team'] as const) {
      const present = await presentOf(key);
      const at = new Date().toISOString();
      const past = await asOf(world.admin, paths()[key], at);
      const expected = { ...present, asOf: at, revision: present.version };
      expect(await past.json(), key).toEqual(key === 'budget' ? { ...expected, actions: [] } : expected);
    }
  });

  it('answers the values before a later change, names as the present read does, and no secret', async () => {
    const budget = await asOf(world.zoneMasool, paths().budget, between);
    const text = await budget.text();
    expect(budget.status, text).toBe(200);
    expect(JSON.parse(text)).toMatchObject({
      status: 'submitted',
      feedback: null,
      submittedBy: 'city-entity_as_of_reads',
      cityName: 'A1',
      zoneName: 'Zone A',
      totalEstimatedCollections: 175_050,
      totalEstimatedExpenses: 75_000,
      collections: [expect.objectContaining({ lineId: 1, isActualSubmitted: false })],
      expenses: [expect.objectContaining({ lineId: 2, estimatedTotal: 75_000 })],
      actions: [],
    });
    expect(text).not.toMatch(SECRET);
    const now = new Date().toISOString();
    expect(await (await asOf(world.zoneMasool, paths().budget, now)).json()).toMatchObject({
      status: 'changes_requested',
      feedback: 'Name the caterer',
    });
    for (const [key, field, before, after] of [
      ['masool', 'occupation', 'Trader', 'Teacher'],
      ['team', 'sunnahCount', 0, 4],
    ] as const) {
      const then = await asOf(world.admin, paths()[key], between);
      const thenText = await then.text();
      expect(JSON.parse(thenText), key).toMatchObject({ [field]: before, cityName: 'A1' });
      expect(thenText).not.toMatch(SECRET);
      expect(
        ((await (await asOf(world.admin, paths()[key], now)).json()) as Record<string, unknown>)[field],
      ).toBe(after);
    }
  });

  it('says a profile deleted by then is absent, and keeps to the reader scope', async () => {
    await written(world.admin.delete(paths().team), 200);
    const gone = await asOf(world.admin, paths().team, new Date().toISOString());
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toBe('Team profile was deleted by then');
    expect((await asOf(world.admin, paths().team, between)).status).toBe(200);
    const otherZone = await signedInAs(world.harness, world.admin, 'as-of.zone-b', {
      roles: ['zone_masool'],
      assignedZoneId: world.zones.b,
    });
    expect((await asOf(otherZone, paths().budget, between)).status).toBe(403);
    expect((await asOf(world.signedOut, paths().budget, between)).status).toBe(401);
  });
});

describe('events, meetings and karguzari reports as of a moment', () => {
  let ids: { event: number; meeting: number; report: number };
  let between: string;
  const paths = () => ({
    event: `/api/events/${ids.event}`,
    meeting: `/api/meetings/${ids.meeting}`,
    report: `/api/karguzari/${ids.report}`,
  });

  beforeAll(async () => {
    const { admin, cityMasool, cities } = world;
    const event = await written(
      cityMasool.post('/api/events', { ...gatheringBody(cities.a1), submit: true }),
    );
    const meeting = await written(
      admin.post('/api/meetings', meetingBody(cities.a1, { actionItems: [{ task: 'Book the hall' }] })),
    );
    const report = await written(
      cityMasool.post('/api/karguzari', reportBody(cities.a1, { status: 'submitted' })),
    );
    ids = { event: event.id, meeting: meeting.id, report: report.id };
    await world.caughtUp();
    await written(
      admin.put(`/api/karguzari/${ids.report}/review`, { decision: 'reviewed', reviewComments: 'Seen' }),
      200,
    );
    between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await written(admin.put(`/api/events/${ids.event}/approve`, { approvalComments: 'Go ahead' }), 200);
    await written(admin.put(`/api/meetings/${ids.meeting}`, { title: 'Renamed meeting' }), 200);
    await written(
      cityMasool.put(`/api/karguzari/${ids.report}`, { activities: 'Three circles', editReason: 'Recount' }),
      200,
    );
    await world.caughtUp();
  }, 60_000);

  const answerAt = async (client: PortalClient, path: string, at: string) => {
    const answer = await asOf(client, path, at);
    const text = await answer.text();
    expect(answer.status, text).toBe(200);
    return JSON.parse(text) as Record<string, unknown>;
  };

  it('answers each as of now exactly as its present read, plus asOf and revision', async () => {
    for (const path of Object.values(paths())) {
      const present = (await (await world.admin.get(path)).json()) as Record<string, unknown>;
      const at = new Date().toISOString();
      const { asOf: answeredAt, revision, ...past } = await answerAt(world.admin, path, at);
      expect(past, path).toEqual(present);
      expect(answeredAt).toBe(at);
      expect(revision).toEqual(expect.any(Number));
    }
  });

  it('answers the values before a later change', async () => {
    const { event, meeting, report } = paths();
    expect(await answerAt(world.admin, event, between)).toMatchObject({
      status: 'pending_approval',
      approvalStatus: 'pending',
      approvedBy: null,
      approvalComments: null,
      submittedBy: 'city-entity_as_of_reads',
      cityName: 'A1',
      zoneName: 'Zone A',
    });
    expect(await answerAt(world.admin, event, new Date().toISOString())).toMatchObject({
      status: 'approved',
      approvalComments: 'Go ahead',
    });
    const pastMeeting = await answerAt(world.admin, meeting, between);
    expect(pastMeeting.title).not.toBe('Renamed meeting');
    expect(pastMeeting.actionItems).toMatchObject([{ id: 1, task: 'Book the hall', status: 'pending' }]);
    expect(await answerAt(world.admin, report, between)).toMatchObject({
      version: 1,
      isLatest: true,
      status: 'reviewed',
      activities: 'Two study circles held; one new teacher trained.',
      reviewComments: 'Seen',
      reviews: [{ decision: 'reviewed', comments: 'Seen' }],
      editReason: null,
      changes: {},
    });
    expect(await answerAt(world.admin, report, new Date().toISOString())).toMatchObject({
      version: 2,
      activities: 'Three circles',
      editReason: 'Recount',
      reviews: [],
    });
  });

  it('reads an event as it read at that moment: approved before its end, completed after', async () => {
    // Time enough to create and approve it before it starts, even on a busy machine.
    const start = Date.now() + 4000;
    const body = gatheringBody(world.cities.a1, {
      startDateTime: new Date(start).toISOString(),
      endDateTime: new Date(start + 1000).toISOString(),
    });
    const event = await written(world.cityMasool.post('/api/events', { ...body, submit: true }));
    await world.caughtUp();
    await written(world.admin.put(`/api/events/${event.id}/approve`, {}), 200);
    const approvedAt = new Date().toISOString();
    expect(Date.parse(approvedAt)).toBeLessThan(start);
    await new Promise((resolve) => setTimeout(resolve, start + 1100 - Date.now()));
    await world.caughtUp();
    const path = `/api/events/${event.id}`;
    expect((await answerAt(world.admin, path, approvedAt)).status).toBe('approved');
    expect((await answerAt(world.admin, path, new Date().toISOString())).status).toBe('completed');
    expect(((await (await world.admin.get(path)).json()) as { status: string }).status).toBe('completed');
  });

  it('lets whoever reads one now read its past, and refuses an outsider alike whether it exists or not', async () => {
    const now = new Date().toISOString();
    const outsider = await signedInAs(world.harness, world.admin, 'as-of.outsider', {
      roles: ['city_masool'],
      assignedCityId: world.cities.b1,
    });
    for (const path of Object.values(paths())) {
      expect((await asOf(world.cityMasool, path, now)).status, path).toBe(200);
      const existing = await asOf(outsider, path, now);
      const missing = await asOf(outsider, path.replace(/\d+$/, '2000000000'), now);
      expect(existing.status, path).toBe(403);
      expect({ status: missing.status, body: await missing.json() }).toEqual({
        status: existing.status,
        body: await existing.json(),
      });
      expect((await asOf(world.signedOut, path, now)).status, path).toBe(401);
    }
  });
});
