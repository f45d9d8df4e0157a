import {
  type AdminUser,
  type BulkUploadResult,
  type BulkUploadStarted,
  type BulkUploadStatus,
  PAGE_LIMIT_MAX,
  type Page,
} from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvText, uploadCsv } from './csv-upload';
import { buildZoneCityWorld, refused, written, type ZoneCityWorld } from './zone-city-world';

let world: ZoneCityWorld;
beforeAll(async () => {
  world = await buildZoneCityWorld('bulk_upload');
  await written(
    world.admin.post('/api/admin/custom-roles', {
      name: 'Reviewer',
      description: 'Audits',
      permissions: ['cities_read'],
    }),
  );
});
afterAll(async () => {
  await world?.close();
});

const HEADER = ['username', 'password', 'roles', 'zone', 'city'];

/** Every account, page after page. */
async function users(): Promise<AdminUser[]> {
  const all: AdminUser[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=${PAGE_LIMIT_MAX}${cursor ? `&cursor=${cursor}` : ''}`;
    const page = (await (await world.admin.get(`/api/admin/users?${query}`)).json()) as Page<AdminUser>;
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return all;
}

async function result(response: Promise<Response>): Promise<BulkUploadResult> {
  const answer = await response;
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(200);
  return body as BulkUploadResult;
}

describe('the CSV template', () => {
  it('downloads user_upload_template.csv: the header and one example row', async () => {
    const response = await world.admin.get('/api/admin/users/csv-template');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="user_upload_template.csv"',
    );
    expect((await response.text()).split('\r\n')).toEqual([
      'username,password,roles,zone,city',
      'ahmad.raza,Change-me-123,zone_masool;auditor,North,',
      '',
    ]);
  });

  it('is for administrators only', async () => {
    await refused(world.zoneMasool.get('/api/admin/users/csv-template'), 403);
    await refused(world.cityMasool.get('/api/admin/users/csv-template'), 403);
    await refused(world.signedOut.get('/api/admin/users/csv-template'), 401);
  });
});

describe('uploading users', () => {
  const mixed = () =>
    csvText([
      HEADER,
      ['amina', 'secret-password-1', 'city_masool', '', 'a1'],
      ['bilal', 'secret-password-1', 'zone_masool', String(world.zones.a), ''],
      ['chand', 'secret-password-1', 'Zone_Masool;reviewer', 'zone a', ''],
      ['dawood', 'secret-password-1', 'wizard', '', ''],
      ['ehsan', 'secret-password-1', 'zone_masool', 'Nowhere', ''],
      ['faisal', 'secret-password-1', 'city_masool', '', '9999'],
      ['Amina', 'secret-password-2', '', '', 'A2'],
      ['ghazal', '123', '', '', 'A1'],
      ['hamza', 'secret-password-1', 'zone_masool', '', ''],
      ['"idrees"', '"sec,ret-password-1"', '', '', '"A1"'],
      ['admin', 'secret-password-1', 'admin', '', ''],
    ]);

  it('creates the good rows and reports each bad one with its line and reason', async () => {
    const answer = await result(uploadCsv(world.admin, { content: mixed() }));
    expect(answer).toEqual({
      message: 'Bulk upload completed with 4 users created, 7 errors',
      created: 4,
      errors: 7,
      errorDetails: [
        'Line 5: Unknown role: wizard',
        'Line 6: Zone not found: Nowhere',
        'Line 7: Assigned city not found',
        'Line 8: Username appears more than once in the file (first on line 2)',
        'Line 9: Password must be at least 12 characters',
        'Line 10: A zone masool needs an assigned zone',
        'Line 12: Username already exists',
      ],
    });
    const byName = new Map((await users()).map((user) => [user.username, user]));
    expect(byName.get('amina')).toMatchObject({ roles: ['city_masool'], assignedCityId: world.cities.a1 });
    expect(byName.get('bilal')).toMatchObject({ roles: ['zone_masool'], assignedZoneId: world.zones.a });
    expect(byName.get('chand')).toMatchObject({
      roles: ['zone_masool', 'Reviewer'],
      assignedZoneId: world.zones.a,
    });
    expect(byName.get('idrees')).toMatchObject({ roles: ['city_masool'], assignedCityId: world.cities.a1 });
    for (const absent of ['dawood', 'ehsan', 'faisal', 'ghazal', 'hamza'])
      expect(byName.has(absent)).toBe(false);
    const idrees = world.harness.client();
    expect((await idrees.signIn('idrees', 'sec,ret-password-1')).status).toBe(200);
  });

  it('creates nothing new when the same file is uploaded again', async () => {
    const before = (await users()).length;
    const answer = await result(uploadCsv(world.admin, { content: mixed() }));
    expect(answer).toMatchObject({ created: 0, errors: 11 });
    expect(answer.errorDetails.slice(0, 3)).toEqual([
      'Line 2: Username already exists',
      'Line 3: Username already exists',
      'Line 4: Username already exists',
    ]);
    expect((await users()).length).toBe(before);
  });

  it('records the upload, and each account as caused by it', async () => {
    const answer = await result(
      uploadCsv(world.admin, {
        content: csvText([HEADER, ['traced', 'secret-password-1', 'markazi_team', '', '']]),
      }),
    );
    expect(answer.created).toBe(1);
    const traced = (await users()).find((user) => user.username === 'traced')!;
    const [created] = await world.store.readStream(`user-${traced.id}`);
    expect(created?.metadata).toMatchObject({
      username: 'admin',
      causationId: expect.stringMatching(/^user-upload-\d+$/),
    });
    const uploadEvents = await world.store.readStream(created!.metadata.causationId!);
    expect(uploadEvents.map((event) => event.type)).toEqual(['UserUploadStarted', 'UserUploadCompleted']);
    expect(JSON.stringify(uploadEvents.map((event) => event.data))).not.toContain('secret-password-1');
  });

  it('takes quoted values, a byte-order mark, LF line ends, columns in any order and blank lines', async () => {
    const text =
      '\uFEFFCity , Username,PASSWORD\n"A2",quoted.one,"pass ""word"" 1"\n\n,plain.two,secret-password-1\n';
    const answer = await result(uploadCsv(world.admin, { content: text }));
    // The default role is city_masool, which needs a city: the row without one is refused.
    expect(answer).toMatchObject({
      created: 1,
      errorDetails: ['Line 4: A city masool needs an assigned city'],
    });
    const quoted = (await users()).find((user) => user.username === 'quoted.one');
    expect(quoted).toMatchObject({ roles: ['city_masool'], assignedCityId: world.cities.a2 });
    expect((await world.harness.client().signIn('quoted.one', 'pass "word" 1')).status).toBe(200);
  });
});

describe('files that cannot be read as users', () => {
  const refusedWhole = async (response: Promise<Response>, status: number, message: string | RegExp) => {
    const before = (await users()).length;
    const body = await refused(response, status);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect((await users()).length).toBe(before);
  };
  const good = ['nobody.new', 'secret-password-1', 'markazi_team', '', ''];

  it('refuses anything but a CSV file', async () => {
    await refusedWhole(
      uploadCsv(world.admin, { content: csvText([HEADER, good]), name: 'users.txt', type: 'text/plain' }),
      400,
      'Invalid file type. Please select a CSV file',
    );
    await refusedWhole(uploadCsv(world.admin, null), 400, 'Please select a CSV file');
    await refusedWhole(
      world.admin.post('/api/admin/users/bulk-upload', { csvFile: 'a,b' }),
      400,
      'Please select a CSV file',
    );
    // Named .csv but sent as a spreadsheet type, as some systems do: taken.
    const excelTyped = await result(
      uploadCsv(world.admin, {
        content: csvText([HEADER, ['excel.typed', 'secret-password-1', 'markazi_team', '', '']]),
        type: 'application/vnd.ms-excel',
      }),
    );
    expect(excelTyped.created).toBe(1);
  });

  it('refuses malformed CSV', async () => {
    const text =
      'username,password\nokay.one,secret-password-1\n"broken,secret-password-1\nokay.two,secret-password-1\n';
    await refusedWhole(
      uploadCsv(world.admin, { content: text }),
      400,
      'Malformed CSV: line 3: a quoted value is not closed',
    );
    await refusedWhole(
      uploadCsv(world.admin, { content: 'username,password\n"a"b,secret-password-1\n' }),
      400,
      'Malformed CSV: line 2: text after a closing quote',
    );
  });

  it('refuses text that is not UTF-8', async () => {
    const notUtf8 = 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again';
    const latin1 = Uint8Array.from(Buffer.from('username,password\nrené,secret-password-1\n', 'latin1'));
    await refusedWhole(uploadCsv(world.admin, { content: latin1 }), 400, notUtf8);
    const utf16 = Uint8Array.from(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('username,password\n', 'utf16le')]),
    );
    await refusedWhole(uploadCsv(world.admin, { content: utf16 }), 400, notUtf8);
  });

  it('refuses a header without the required columns or with unknown ones, and a file without rows', async () => {
    await refusedWhole(
      uploadCsv(world.admin, { content: 'username,roles\nsomeone,admin\n' }),
      400,
      'Missing column: password',
    );
    await refusedWhole(
      uploadCsv(world.admin, { content: 'username,password,email\nsomeone,secret-password-1,a@b\n' }),
      400,
      'Unknown column: "email". The columns are username, password, roles, zone, city',
    );
    await refusedWhole(
      uploadCsv(world.admin, { content: 'username,password\r\n' }),
      400,
      'The file has a header but no users',
    );
    await refusedWhole(uploadCsv(world.admin, { content: '' }), 400, /^The file is empty/);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const row = `${'x'.repeat(40)},secret-password-1\n`;
    const big = `username,password\n${row.repeat(Math.ceil((5 * 1024 * 1024) / row.length) + 1)}`;
    await refusedWhole(uploadCsv(world.admin, { content: big }), 413, 'The file is larger than 5 MB');
  });
});

describe('who may upload', () => {
  it('refuses zone and city masools with 403 and signed-out visitors with 401, creating nothing', async () => {
    const file = { content: csvText([HEADER, ['not.made', 'secret-password-1', 'markazi_team', '', '']]) };
    for (const client of [world.zoneMasool, world.cityMasool]) {
      expect((await refused(uploadCsv(client, file), 403)).message).toBe(
        'Permission denied, please check with Administrator',
      );
    }
    await refused(uploadCsv(world.signedOut, file), 401);
    expect((await users()).some((user) => user.username === 'not.made')).toBe(false);
  });

  it('refuses an upload from another site', async () => {
    const file = { content: csvText([HEADER, ['cross.site', 'secret-password-1', 'markazi_team', '', '']]) };
    await refused(uploadCsv(world.admin, file, { origin: 'https://elsewhere.example' }), 403);
  });
});

describe('an upload started with Prefer: respond-async', () => {
  it('answers 202 at once and reports progress, then the same result', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => [
      `async.${index}`,
      'secret-password-1',
      'markazi_team',
      '',
      '',
    ]);
    rows.push(['async.0', 'secret-password-1', '', '', '']);
    const response = await uploadCsv(
      world.admin,
      { content: csvText([HEADER, ...rows]) },
      { prefer: 'respond-async' },
    );
    expect(response.status).toBe(202);
    const started = (await response.json()) as BulkUploadStarted;
    expect(started).toMatchObject({ message: 'Bulk upload started', total: 31 });
    expect(response.headers.get('location')).toBe(`/api/admin/users/bulk-uploads/${started.uploadId}`);

    const seen: BulkUploadStatus[] = [];
    for (let poll = 0; poll < 200; poll++) {
      const status = (await (
        await world.admin.get(`/api/admin/users/bulk-uploads/${started.uploadId}`)
      ).json()) as BulkUploadStatus;
      seen.push(status);
      if (status.status === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const last = seen.at(-1)!;
    expect(last).toMatchObject({
      status: 'completed',
      total: 31,
      processed: 31,
      created: 30,
      errors: 1,
      startedBy: 'admin',
    });
    expect(last.result).toEqual({
      message: 'Bulk upload completed with 30 users created, 1 errors',
      created: 30,
      errors: 1,
      errorDetails: ['Line 32: Username appears more than once in the file (first on line 2)'],
    });
    // Progress only grows; a completed upload's accounts are all listed.
    const processed = seen.map((status) => status.processed);
    expect(processed).toEqual([...processed].sort((a, b) => a - b));
    expect((await users()).filter((user) => user.username.startsWith('async.'))).toHaveLength(30);
  });

  it('answers 404 for an upload that does not exist and keeps uploads from non-administrators', async () => {
    await refused(world.admin.get('/api/admin/users/bulk-uploads/99999'), 404);
    await refused(world.zoneMasool.get('/api/admin/users/bulk-uploads/1'), 403);
    await refused(world.signedOut.get('/api/admin/users/bulk-uploads/1'), 401);
  });
});
