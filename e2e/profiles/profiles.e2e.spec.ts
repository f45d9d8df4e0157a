import type { Page } from '@seerat/contracts';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createUser, createZone } from '../support/portal-api';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import { dismissToast, toastCount, waitForToast } from '../support/toasts';

/** A small PNG (a 2×2 green square), named .txt on purpose: the server reads what the file is. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYPj/n4GB4T8DAwMDAwAT+AL+wlsGPwAAAABJRU5ErkJggg==';

describeInBrowser('masool and team profiles, as an administrator', () => {
  test('creates a masool profile with a picture and a new city, edits its Alim page, rates a book, and opens the city dialogs', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Punjab', masool: 'Hafiz Usman' });
    await createCity(portal, { name: 'Lahore', masoolName: 'Abdul Rauf', zoneId });
    const userId = await createUser(portal, {
      username: 'ahmad.masool',
      password: 'secret-password-123',
      roles: ['markazi_team'],
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, ADMIN);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Masool & Team Profile' })
      .click();
    await waitForPath(page, '/profile-management');
    await page.getByText('No masool profiles found.', { exact: true }).waitFor();

    // Add New Masool: linked to the user, with a picture, in a city created on the way.
    await page.getByRole('button', { name: 'Add New Masool', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add New Masool' });
    await form.getByRole('button', { name: 'Create Profile', exact: true }).click();
    await form.getByText('Name must be at least 2 characters', { exact: true }).waitFor();
    await form.getByLabel('Linked User').selectOption({ label: 'ahmad.masool' });
    await form.getByLabel(/^Name\*?$/).fill('Ahmad Raza');
    await form.getByLabel(/^Contact\*?$/).fill('+92-300-5550101');
    await form.getByLabel('Profile Picture').setInputFiles({
      name: 'photo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(PNG_BASE64, 'base64'),
    });
    // Uploaded, but the profile's only once it is saved: said beside the input, not yet in a toast.
    await form.getByText('Picture ready: it is kept when you save the profile', { exact: true }).waitFor();
    expect(await toastCount(page, 'Picture uploaded successfully')).toBe(0);
    await form.getByRole('img', { name: 'Ahmad Raza' }).waitFor();
    expect(await form.getByRole('img', { name: 'Ahmad Raza' }).getAttribute('src')).toMatch(
      /^\/api\/uploads\/profile-pictures\/[0-9a-f]{64}\.png$/,
    );
    await form.getByLabel(/^Profile Type\*?$/).selectOption('city');
    await form.getByLabel(/^Zone\*?$/).selectOption({ label: 'Punjab' });
    await form.getByLabel('Create a new city').click();
    await form.getByLabel(/^New City Name\*?$/).fill('Okara');
    await form.getByLabel('Islahi Mamulat').click();
    await form.getByLabel(/^Bait\*?$/).fill('Hazrat Sahib');
    await screenshot('masool form');
    await form.getByRole('button', { name: 'Create Profile', exact: true }).click();
    expect(await waitForToast(page, 'Profile created successfully')).toMatchObject({
      description: 'Picture uploaded successfully',
    });
    await form.waitFor({ state: 'detached' });
    await dismissToast(page, 'Profile created successfully');

    // The card, and its details opened by the address.
    await page.getByRole('button', { name: 'View Ahmad Raza' }).click();
    const details = page.getByRole('dialog', { name: 'Masool Profile' });
    await details.getByText('Okara, Punjab', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('masool');
    await screenshot('masool details');
    await page.keyboard.press('Escape');

    // Edited from its card: the form holds the whole profile, read by its id (the card holds less).
    await page.getByRole('button', { name: 'Edit Ahmad Raza' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Masool Profile' });
    expect(await edit.getByLabel(/^Bait\*?$/).inputValue()).toBe('Hazrat Sahib');
    await edit.getByLabel(/^Mamulat Receiver\*?$/).fill('Mufti Sahib');
    await edit.getByRole('button', { name: 'Update Profile', exact: true }).click();
    await waitForToast(page, 'Profile updated successfully');
    await edit.waitFor({ state: 'detached' });
    await dismissToast(page, 'Profile updated successfully');

    // A team member in the new city.
    await page.getByRole('tab', { name: 'Team Profiles' }).click();
    await page.getByText('No team profiles found.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Team Member', exact: true }).click();
    const teamForm = page.getByRole('dialog', { name: 'Add Team Member' });
    expect(await teamForm.getByLabel(/^Contact\*?$/).getAttribute('placeholder')).toBe('+92-300-1234567');
    await teamForm.getByLabel(/^Name\*?$/).fill('Usman Tariq');
    await teamForm.getByLabel(/^Contact\*?$/).fill('0300-7654321');
    await teamForm.getByLabel(/^City\*?$/).selectOption({ label: 'Okara' });
    await teamForm.getByLabel('Sunnah Count').fill('7');
    await teamForm.getByRole('button', { name: 'Create Profile', exact: true }).click();
    await waitForToast(page, 'Profile created successfully');
    await dismissToast(page, 'Profile created successfully');
    await page.getByRole('button', { name: 'Edit Usman Tariq' }).click();
    const teamEdit = page.getByRole('dialog', { name: 'Edit Team Member Profile' });
    expect(await teamEdit.getByLabel('Sunnah Count').inputValue()).toBe('7');
    await teamEdit.getByLabel('Sunnah Count').fill('8');
    await teamEdit.getByRole('button', { name: 'Update Profile', exact: true }).click();
    await waitForToast(page, 'Profile updated successfully');
    await teamEdit.waitFor({ state: 'detached' });

    // The Alim page: view, edit, save.
    await page.goto(`/masool-profile/${userId}/alim`);
    await page.getByRole('heading', { name: 'Alim Education Details' }).waitFor();
    await page.getByText('No Alim education details recorded.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Is Alim (completed Dora-e-Hadith)').click();
    await page.getByLabel('Year of Completion').fill('2012');
    await page.getByLabel('Madrasa where studied (Dorah)').fill('Jamia Ashrafia');
    await page.getByLabel('Takhassus (Specialization)').fill('Fiqh');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await waitForToast(page, 'Success')).toMatchObject({
      description: 'Alim information updated successfully',
    });
    await page.getByText('Jamia Ashrafia', { exact: true }).waitFor();

    // The profile page: its four tabs, and a book marked as read with a rating.
    await page.goto(`/masool-profile/${userId}`);
    await page.getByRole('heading', { name: "Ahmad Raza's Profile" }).waitFor();
    for (const tab of ['Personal Info', 'Islahi Mamlat', 'Seerat Mamlat']) {
      await page.getByRole('tab', { name: tab }).waitFor();
    }
    await page.getByRole('tab', { name: 'Reading Progress' }).click();
    const firstBook = page
      .getByRole('listitem')
      .filter({ has: page.getByLabel(/^Status of /) })
      .first();
    await firstBook.locator('p', { hasText: /^Not started$/ }).waitFor();
    await firstBook.getByLabel(/^Status of /).selectOption('completed');
    await firstBook.locator('span', { hasText: /^Completed$/ }).waitFor();
    await firstBook.getByLabel(/^Rating of /).selectOption('4');
    await firstBook.getByRole('img', { name: '4 of 5 stars' }).waitFor();
    await screenshot('profile page 1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('profile page 390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The city page of the new city: its Team Profiles and its City Masool.
    const cities = (await (await page.request.get('/api/cities?search=Okara')).json()) as Page<{
      id: number;
      name: string;
    }>;
    const okara = cities.items.find((city) => city.name === 'Okara');
    expect(okara).toBeDefined();
    await page.goto(`/cities/${okara?.id}`);
    await page.getByRole('button', { name: 'Team Profiles' }).click();
    const team = page.getByRole('dialog', { name: 'Team Profiles - Okara' });
    await team.getByText('No Islahi ❌', { exact: true }).waitFor();
    await team.getByText('Sunnah: 8', { exact: true }).waitFor();
    expect(await team.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
      'https://wa.me/03007654321',
    );
    expect(await team.getByRole('link', { name: /WhatsApp/ }).getAttribute('target')).toBe('_blank');
    await screenshot('team profiles dialog 1440');
    await team.getByRole('button', { name: /Usman Tariq/ }).click();
    const member = page.getByRole('dialog', { name: 'Usman Tariq' });
    await member.getByText('Reading progress data not available', { exact: true }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('team member 390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ahmad Raza', exact: true }).click();
    const masool = page.getByRole('dialog', { name: 'Masool Profile' });
    await masool.getByText('Hazrat Sahib', { exact: true }).waitFor();
    await masool.getByText('Jamia Ashrafia', { exact: true }).waitFor();
    await masool.getByText('Mufti Sahib', { exact: true }).waitFor();
    await masool.getByRole('img', { name: '4 of 5 stars' }).waitFor();
    await screenshot('city masool dialog 1440');
  });

  test('on a phone the profile search is wide enough to read what is typed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth');
    await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await waitForPath(page, '/');
    await page.goto('/profile-management');

    const box = await page.getByRole('searchbox', { name: 'Search by name or contact...' }).boundingBox();
    // Beside the two tabs it was squeezed to a few letters; on its own row it spans the screen.
    expect(box?.width).toBeGreaterThanOrEqual(300);
  });
});
