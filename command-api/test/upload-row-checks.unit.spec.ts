import { PASSWORD_TOO_COMMON, type Principal } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../src/features/bulk-upload/csv-records';
import type { UploadDirectory } from '../src/features/bulk-upload/upload-directory';
import { checkUploadRows } from '../src/features/bulk-upload/upload-row-checks';
import { readUploadRows } from '../src/features/bulk-upload/upload-rows';

const directory: UploadDirectory = {
  facts: {
    customRoles: new Map([['reviewer', { name: 'Reviewer', isActive: true, permissions: ['cities_read'] }]]),
    zones: new Set([1, 2]),
    cities: new Map([
      [10, { zoneId: 1, path: [10] }],
      [20, { zoneId: 2, path: [20] }],
      [21, { zoneId: 2, path: [21] }],
    ]),
  },
  zonesByName: new Map([
    ['north', [1]],
    ['south', [2]],
  ]),
  citiesByName: new Map([
    ['lahore', [{ id: 10, zoneId: 1 }]],
    [
      'model town',
      [
        { id: 20, zoneId: 2 },
        { id: 21, zoneId: 2 },
      ],
    ],
    [
      'saddar',
      [
        { id: 10, zoneId: 1 },
        { id: 20, zoneId: 2 },
      ],
    ],
  ]),
};
const admin: Principal = {
  id: 1,
  roles: ['admin'],
  assignedZoneId: null,
  assignedCityId: null,
  permissions: [],
};

function check(csv: string, takenUsernames: string[] = []) {
  const rows = readUploadRows(parseCsv(csv));
  return checkUploadRows(rows, {
    directory,
    takenUsernames: new Set(takenUsernames),
    granter: admin,
    commonPasswords: new Set(['password1234']),
  });
}

describe('readUploadRows', () => {
  it('maps values by header name, in any order and case, and keeps a password as written', () => {
    expect(readUploadRows(parseCsv(' City ,USERNAME,password\nLahore , ali , pw \n'))).toEqual([
      {
        line: 2,
        values: { username: 'ali', password: ' pw ', roles: '', zone: '', city: 'Lahore' },
        extraValues: 0,
      },
    ]);
  });

  it('refuses a header with missing, unknown or repeated columns', () => {
    expect(() => readUploadRows(parseCsv('username\nx\n'))).toThrow('Missing column: password');
    expect(() => readUploadRows(parseCsv('username,password,zone,zone\nx,y,1,2\n'))).toThrow(
      'The column "zone" appears twice',
    );
    expect(() => readUploadRows(parseCsv('username,password,phone\nx,y,1\n'))).toThrow(
      'Unknown column: "phone"',
    );
  });
});

describe('checkUploadRows', () => {
  it('accepts rows by the rules of Add User, zones and cities by id or name', () => {
    const { accepted, rejected } = check(
      [
        'username,password,roles,zone,city',
        'ali,secret-password-1,,,Lahore',
        'bano,secret-password-1,zone_masool;REVIEWER,south,',
        'chan,secret-password-1,city_masool,2,model town',
        'dua,secret-password-1,city_masool,South,Saddar',
      ].join('\n'),
    );
    expect(rejected).toEqual([
      { line: 4, reason: "Several cities are named model town: write the city's id" },
    ]);
    expect(accepted).toEqual([
      {
        line: 2,
        request: {
          username: 'ali',
          password: 'secret-password-1',
          roles: ['city_masool'],
          assignedZoneId: null,
          assignedCityId: 10,
        },
      },
      {
        line: 3,
        request: {
          username: 'bano',
          password: 'secret-password-1',
          roles: ['zone_masool', 'Reviewer'],
          assignedZoneId: 2,
          assignedCityId: null,
        },
      },
      {
        line: 5,
        request: {
          username: 'dua',
          password: 'secret-password-1',
          roles: ['city_masool'],
          assignedZoneId: 2,
          assignedCityId: 20,
        },
      },
    ]);
  });

  it('reports each bad row with its reason', () => {
    const { accepted, rejected } = check(
      [
        'username,password,roles,zone,city',
        'taken,secret-password-1,markazi_team,,',
        'ab,123,markazi_team,,',
        'ok.one,secret-password-1,markazi_team,,,extra',
        'ok.two,secret-password-1,wizard,,',
        'ok.three,secret-password-1,zone_masool,West,',
        'OK.FOUR,secret-password-1,markazi_team,,',
        'ok.four,secret-password-1,markazi_team,,',
        'ok.five,secret-password-1,city_masool,,404',
        'ok.six,PASSWORD1234,markazi_team,,',
      ].join('\n'),
      ['taken'],
    );
    expect(accepted.map((row) => row.line)).toEqual([7]);
    expect(rejected).toEqual([
      { line: 2, reason: 'Username already exists' },
      { line: 3, reason: 'Username must be at least 3 characters; Password must be at least 12 characters' },
      { line: 4, reason: 'The row has 1 more values than the header has columns (5 at most)' },
      { line: 5, reason: 'Unknown role: wizard' },
      { line: 6, reason: 'Zone not found: West' },
      { line: 8, reason: 'Username appears more than once in the file (first on line 7)' },
      { line: 9, reason: 'Assigned city not found' },
      { line: 10, reason: PASSWORD_TOO_COMMON },
    ]);
  });
});
