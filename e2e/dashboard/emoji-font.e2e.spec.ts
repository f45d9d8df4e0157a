/// <reference lib="dom" />
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createZone } from '../support/portal-api';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

describeInBrowser('the performance emoji', () => {
  test('are drawn in the emoji font the portal ships where no emoji font is installed, not as empty boxes', async ({
    page,
    portal,
    screenshot,
  }) => {
    await createCity(portal, {
      name: 'Lahore',
      masoolName: 'Abdul Rauf',
      zoneId: await createZone(portal, { name: 'Punjab', masool: 'Hafiz Usman' }),
    });
    await signIn(page, ADMIN);
    const mark = page.getByRole('img', { name: 'performance', exact: true });
    await mark.waitFor();

    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      let count = 0;
      document.fonts.forEach((font) => {
        if (font.family.replace(/"/g, '') === 'Noto Emoji' && font.status === 'loaded') count += 1;
      });
      return count;
    });
    expect(loaded).toBeGreaterThan(0);
    await screenshot();
  });
});
