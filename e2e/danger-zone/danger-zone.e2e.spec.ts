import { expect } from 'vitest';
import { adminSession } from '../support/admin-session';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { cardTitled } from '../support/cards';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import { waitForToast } from '../support/toasts';

describeInBrowser('danger-zone cities', () => {
  test('an administrator runs the danger-zone job from the Admin Panel and sees its cities on the dashboard', async ({
    page,
    portal,
    screenshot,
  }) => {
    const admin = await adminSession(portal);
    const north = await admin.createZone('North');
    await admin.createCity('Lahore', north);
    await admin.createCity('Kasur', north);
    await signIn(page, ADMIN);

    // Before the job has run, nothing is flagged. The figures come after a whole page load, which
    // on a busy two-core CI host took longer than expect.poll's default second.
    const stat = page.getByRole('region', { name: 'Danger Zone Cities', exact: true });
    const loaded = { timeout: 10_000 };
    await expect.poll(() => stat.innerText(), loaded).toMatch(/^Danger Zone Cities\s+0/);

    await page.goto('/admin?tab=jobs');
    const passCard = cardTitled(page, 'danger-zone-pass');
    await passCard.getByRole('button', { name: 'Run now', exact: true }).click();
    expect(await waitForToast(page, 'Run requested')).toMatchObject({ destructive: false });
    const runs = passCard.getByRole('table', { name: 'Last runs of danger-zone-pass' });
    await expect.poll(() => runs.innerText(), { timeout: 20_000 }).toContain('2 flagged');
    expect(await runs.innerText()).toContain('Run now');
    await screenshot('background jobs');

    await page.goto('/');
    await waitForPath(page, '/');
    await expect.poll(() => stat.innerText(), loaded).toMatch(/^Danger Zone Cities\s+2/);
    const list = cardTitled(page, 'Danger Zone Cities');
    await expect.poll(() => list.innerText(), loaded).toContain('Kasur');
    expect(await list.innerText()).toContain('No meetings yet');
    await screenshot('dashboard');

    await list.getByRole('link', { name: 'View All' }).click();
    await waitForPath(page, '/danger-zone');
    // The dashboard's own search boxes may still be on screen until the new page renders.
    await page.getByRole('heading', { level: 1, name: 'Danger Zone Cities', exact: true }).waitFor();
    await page.getByRole('searchbox').fill('kas');
    await expect.poll(() => page.getByRole('main').innerText()).not.toContain('Lahore');
    expect(await page.getByRole('main').innerText()).toContain('Kasur');
    await screenshot('full list');

    await page.goto('/cities');
    await expect.poll(() => page.getByText('Danger Zone', { exact: true }).count()).toBe(2);
  }, 90_000);
});
