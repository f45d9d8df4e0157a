import { expect } from 'vitest';
import { pastValue } from '../support/as-of-view';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createMasoolProfile, createUser, createZone } from '../support/portal-api';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

const READING_AS_OF = 'Reading list as of this moment';

describeInBrowser('a reading list and a catalogue entry as of a past change', () => {
  test('a reading list opens from its Change History row with the values of then, and goes back to now', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Sindh', masool: 'Qari Bilal' });
    const userId = await createUser(portal, {
      username: 'bilal.reader',
      password: 'secret-password-123',
      roles: ['markazi_team'],
    });
    await createMasoolProfile(portal, { name: 'Bilal Ahmed', contact: '+92-300-5550199', zoneId, userId });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, ADMIN);

    await page.goto(`/masool-profile/${userId}`);
    await page.getByRole('tab', { name: 'Reading Progress' }).click();
    const reading = page.getByRole('tabpanel');
    const firstBook = reading
      .getByRole('listitem')
      .filter({ has: page.getByLabel(/^Status of /) })
      .first();
    const firstTitle = await firstBook.getAttribute('aria-label');
    await firstBook.getByLabel(/^Status of /).selectOption('currently_reading');
    await firstBook.getByRole('progressbar').waitFor();
    await firstBook.getByLabel(/^Rating of /).selectOption('4');
    await firstBook.getByRole('img', { name: '4 of 5 stars' }).waitFor();

    await reading.getByText('Change History', { exact: true }).click();
    const history = reading.getByRole('region', { name: 'Change history table' });
    await history.getByRole('cell', { name: /: Rating$/ }).waitFor();
    await reading.getByLabel('View as of').waitFor();
    await screenshot('reading list history 1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('reading list history 390');
    await page.setViewportSize({ width: 1440, height: 900 });

    const created = history.getByRole('row').filter({ hasText: 'create' }).first();
    await created.getByRole('button', { name: 'View as of then' }).click();
    await page.getByText('Viewing as of').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/masool-profile/${userId}`);
    expect(url.searchParams.get('readingAsOf')).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Drawn as the profile draws the reading of now: the book by its title, status and stars then.
    const pastBook = page
      .getByRole('region', { name: READING_AS_OF })
      .getByRole('listitem')
      .filter({ hasText: firstTitle! });
    await pastBook.getByText('Currently reading', { exact: true }).waitFor();
    expect(await pastBook.getByRole('img', { name: /of 5 stars$/ }).count()).toBe(0);
    await screenshot('reading list as of its creation 1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('reading list as of its creation 390');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.reload();
    await pastBook.getByText('Currently reading', { exact: true }).waitFor();
    expect(await pastBook.getByRole('img', { name: /of 5 stars$/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Back to now' }).click();
    await page.getByText('Viewing as of').waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('tab', { name: 'Reading Progress' }).click();
    expect(await firstBook.getByLabel(/^Rating of /).inputValue()).toBe('4');
  });

  test('a recommended book opens its history from Data Entry and is seen as of its creation', async ({
    page,
    screenshot,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, ADMIN);
    const [book] = (await page.request.get('/api/recommended-books').then((r) => r.json())) as {
      id: number;
      title: string;
    }[];
    await page.goto('/data-entry?tab=book');
    await page.getByRole('button', { name: `History of ${book!.title}`, exact: true }).click();
    const history = page.getByRole('region', { name: 'Change history table' });
    const created = history.getByRole('row').filter({ hasText: 'create' }).first();
    await created.waitFor();
    expect(new URL(page.url()).searchParams.get('book')).toBe(String(book!.id));
    await screenshot('book history 1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('book history 390');
    await page.setViewportSize({ width: 1440, height: 900 });

    await created.getByRole('button', { name: 'View as of then' }).click();
    await page.getByText('Viewing as of').waitFor();
    expect(await pastValue(page, 'Book as of this moment', 'Title')).toBe(book!.title);
    await screenshot('book as of its creation 1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('book as of its creation 390');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: 'Back to now' }).click();
    await page.getByText('Viewing as of').waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe(`?tab=book&book=${book!.id}`);
  });
});
