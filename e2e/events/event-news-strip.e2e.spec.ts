import { PAGE_LIMIT_DEFAULT } from '@seerat/contracts';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createGathering, createZone, putAsAdmin } from '../support/portal-api';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

/** `days` from now at 10:00 local time, as an ISO instant. */
function at(days: number, hour = 10): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

describeInBrowser('the city page Event News strip', () => {
  test('shows the city approved events even when a full page of newer drafts comes before them', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Punjab', masool: 'Hafiz Usman' });
    const cityId = await createCity(portal, { name: 'Lahore', masoolName: 'Abdul Rauf', zoneId });
    const event = (title: string, days: number) =>
      createGathering(portal, {
        title,
        purpose: 'Teach the Seerat',
        cityId,
        startDateTime: at(days),
        endDateTime: at(days, 12),
      });
    const approved = await event('Seerat Workshop', 4);
    await putAsAdmin(portal, `/api/events/${approved}/submit-approval`, {}, 'submitting');
    await putAsAdmin(portal, `/api/events/${approved}/approve`, {}, 'approving');
    // A whole first page of newer drafts: the strip once filtered that page and found nothing.
    for (let index = 1; index <= PAGE_LIMIT_DEFAULT; index += 1) await event(`Draft ${index}`, 5);

    await signIn(page, ADMIN);
    await page.goto(`/cities/${cityId}`);
    const news = page.getByRole('region', { name: 'Event News from Lahore City' });
    await news.getByRole('link', { name: /Seerat Workshop/ }).waitFor();
    expect(await news.getByRole('link').count()).toBe(1);
    expect(await news.getByText('No events found', { exact: true }).count()).toBe(0);
    await news.scrollIntoViewIfNeeded();
    await screenshot('1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await news.getByRole('link', { name: /Seerat Workshop/ }).waitFor();
    await screenshot('390');
  });
});
