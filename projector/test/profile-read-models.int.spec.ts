import { randomUUID } from 'node:crypto';
import {
  masoolProfileFieldsSchema,
  masoolProfileStreamName,
  readingProgressStreamName,
  teamProfileFieldsSchema,
  teamProfileStreamName,
} from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { usePortalProjection } from './portal-projection-environment';
import { metadata, type StreamEvent } from './zone-city-events';

const spec = usePortalProjection('profile read models');
const read = () => spec.env.knex.withSchema('read');

function recorded(stream: string, type: string, data: unknown): StreamEvent {
  return { stream, event: { id: randomUUID(), type, data, metadata: metadata({}) } };
}

const masoolFields = masoolProfileFieldsSchema.parse({
  name: 'Bilal Ahmed',
  contact: '+92-300-1234567',
  profileType: 'city',
  zoneId: 1,
  cityId: 10,
  dateOfBirth: '1980-04-02',
  readingBooks: [{ title: 'Al-Shifa', status: 'completed' }],
  isAlim: true,
  madrasaName: 'Jamia Ashrafia',
  sunnaPracticeCount: 4,
});

describe('masool profiles read model', () => {
  it('holds a created profile, applies changed fields, and removes a deleted one', async () => {
    const stream = masoolProfileStreamName(40);
    await spec.given(
      recorded(stream, 'MasoolProfileCreated', { profileId: 40, userId: 7, fields: masoolFields }),
      recorded(stream, 'MasoolProfileUpdated', {
        profileId: 40,
        userId: 7,
        changes: { occupation: { from: null, to: 'Teacher' }, readingBooks: { from: [], to: [] } },
      }),
    );
    const row = await read()
      .from('masool_profiles')
      .select('*', spec.env.knex.raw(`to_char(date_of_birth, 'YYYY-MM-DD') AS dob`))
      .where('id', 40)
      .first();
    expect(row).toMatchObject({
      user_id: 7,
      name: 'Bilal Ahmed',
      profile_type: 'city',
      city_id: 10,
      dob: '1980-04-02',
      is_alim: true,
      madrasa_name: 'Jamia Ashrafia',
      sunna_practice_count: 4,
      occupation: 'Teacher',
      reading_books: [],
      version: 1,
    });
    await spec.given(recorded(stream, 'MasoolProfileDeleted', { profileId: 40, userId: 7 }));
    expect(await read().from('masool_profiles').where('id', 40).first()).toBeUndefined();
  });
});

describe('team profiles read model', () => {
  it('holds a team profile with its reading list and follows it to another city', async () => {
    const stream = teamProfileStreamName(5);
    const fields = teamProfileFieldsSchema.parse({
      name: 'Usman',
      contact: '0300',
      cityId: 10,
      islahiMamulat: true,
      bait: 'Hazrat',
      readingBooks: [{ title: 'Seerat-un-Nabi', status: 'currently_reading' }],
    });
    await spec.given(
      recorded(stream, 'TeamProfileCreated', { profileId: 5, fields }),
      recorded(stream, 'TeamProfileUpdated', {
        profileId: 5,
        cityId: 11,
        changes: { cityId: { from: 10, to: 11 } },
      }),
    );
    expect(await read().from('team_profiles').where('id', 5).first()).toMatchObject({
      city_id: 11,
      islahi_mamulat: true,
      bait: 'Hazrat',
      reading_books: [{ title: 'Seerat-un-Nabi', status: 'currently_reading' }],
      version: 1,
    });
    await spec.given(recorded(stream, 'TeamProfileDeleted', { profileId: 5, cityId: 11 }));
    expect(await read().from('team_profiles').where('id', 5).first()).toBeUndefined();
  });
});

describe('reading progress read model', () => {
  it('adds a ticked book as not started, applies progress, and removes an unticked book', async () => {
    const stream = readingProgressStreamName(7);
    await spec.given(
      recorded(stream, 'ReadingBookAdded', { userId: 7, bookId: 2 }),
      recorded(stream, 'ReadingBookAdded', { userId: 7, bookId: 3 }),
      recorded(stream, 'ReadingProgressUpdated', {
        userId: 7,
        bookId: 2,
        changes: { status: { from: 'not_started', to: 'completed' }, rating: { from: null, to: 4 } },
      }),
      recorded(stream, 'ReadingBookRemoved', { userId: 7, bookId: 3 }),
    );
    const rows = await read()
      .from('reading_progress')
      .where('user_id', 7)
      .select('book_id', 'status', 'rating', 'progress_percentage');
    expect(rows).toEqual([{ book_id: 2, status: 'completed', rating: 4, progress_percentage: 0 }]);
  });
});
